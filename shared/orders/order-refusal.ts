/**
 * The API's field errors of a refused order, by the checkout form's field names (the address's
 * without their `shipping_address.` prefix): the first message of each.
 */
export function checkoutFieldErrors(errors: Record<string, string[]> | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors ?? {})) if (messages[0]) fields[path.replace(/^shipping_address\./, '')] = messages[0];
  return fields;
}

/** A refused kit order as the kit's checkout shows it, with or without JavaScript. */
export type KitOrderRefusal = { fields: Record<string, string>; problems: string[]; message: string | null; alreadyOrdered: boolean };

/** The kit's problems (a required product missing, …) stand instead of the message; a 409 without any is a gift already ordered. */
export function kitOrderRefusal(error: { status: number; message: string; body: unknown }): KitOrderRefusal {
  const body = (error.body ?? {}) as { errors?: Record<string, string[]>; problems?: { message: string }[] };
  const problems = (body.problems ?? []).map((problem) => problem.message);
  return {
    fields: checkoutFieldErrors(body.errors),
    problems,
    message: problems.length ? null : error.message,
    alreadyOrdered: error.status === 409 && problems.length === 0,
  };
}
