/** The signed-in customer of a request, as handlers see it. */
export type Customer = {
  id: number;
  storefront_id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  verified: boolean;
  sso: boolean;
  /** sessions.id of the session this request came with. */
  session_id: string;
};
