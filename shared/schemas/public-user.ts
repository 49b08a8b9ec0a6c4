import * as v from 'valibot';

/**
 * The user as the browser knows it (spec: "User: first_name, token; the user state tells logged
 * in and verified"). Display data only: the session cookie is the credential.
 */
export const PublicUserSchema = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  username: v.string(),
  verified: v.boolean(),
  /** Signed in with a work account (logout is a redirect logout at the identity provider). */
  sso: v.boolean(),
});
export type PublicUser = v.InferOutput<typeof PublicUserSchema>;

/** GET /me → data.user. */
export const MeAnswerSchema = v.object({ data: v.object({ user: PublicUserSchema }) });
