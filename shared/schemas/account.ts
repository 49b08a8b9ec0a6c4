import * as v from 'valibot';
import { brokenPasswordRules } from '../password-rules.ts';
import { _ } from '../translatable.ts';
import { PublicUserSchema } from './public-user.ts';

// Payloads of the account calls (docs/product.md §3, §5 and §7), used by the forms and by the API.
// Messages are lingui ids, translated where they are shown (shared/translatable.ts).

const MAX_EMAIL = 254;
const MAX_NAME = 100;
/** Longer passwords only cost hashing time; 128 characters is far beyond any real one. */
const MAX_PASSWORD = 128;

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
/** One message per field: the first broken rule of a pipe. */
const firstIssue = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true });

export const EmailSchema = firstIssue(
  v.pipe(
    required(_('Email is required.')),
    v.maxLength(MAX_EMAIL, _('Please enter a valid e-mail address.')),
    v.email(_('Please enter a valid e-mail address.')),
  ),
);

const NameSchema = (message: string) =>
  firstIssue(v.pipe(required(message), v.maxLength(MAX_NAME, _('Please use at most 100 characters.'))));

const breaks = (rule: ReturnType<typeof brokenPasswordRules>[number]) => (value: string) =>
  value === '' || !brokenPasswordRules(value).includes(rule);

/** A password being chosen: the three checklist rules (docs/product.md §5), each broken one reported. */
export const NewPasswordSchema = v.pipe(
  v.string(_('Password is required.')),
  v.nonEmpty(_('Password is required.')),
  v.maxLength(MAX_PASSWORD, _('Please use at most 128 characters.')),
  v.check(breaks('minLength'), _('The password needs at least 8 characters.')),
  v.check(breaks('numeric'), _('The password needs at least one number.')),
  v.check(breaks('mixedCase'), _('The password needs a lowercase letter, an uppercase letter and a special character.')),
);

const ConfirmationSchema = v.pipe(v.string(_('Please confirm your password.')), v.nonEmpty(_('Please confirm your password.')));

/** Spec: the storefront id travels in payloads too; the path's id is the one that counts. */
const StorefrontIdSchema = v.optional(v.union([v.number(), v.pipe(v.string(), v.toNumber())]));

/** Login payload: email, password, storefront_id. */
export const LoginSchema = v.object({
  email: EmailSchema,
  password: firstIssue(v.pipe(v.string(_('Password is required.')), v.nonEmpty(_('Password is required.')), v.maxLength(MAX_PASSWORD, _('Please use at most 128 characters.')))),
  storefront_id: StorefrontIdSchema,
});
export type LoginInput = v.InferInput<typeof LoginSchema>;

/** Registration payload (docs/product.md §3). */
export const RegisterSchema = v.pipe(
  v.object({
    first_name: NameSchema(_('First name is required.')),
    last_name: NameSchema(_('Last name is required.')),
    email: EmailSchema,
    username: NameSchema(_('Username is required.')),
    password: NewPasswordSchema,
    password_confirmation: ConfirmationSchema,
    terms_and_conditions: v.optional(v.boolean(), true),
    storefront_id: StorefrontIdSchema,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      _("Passwords don't match"),
    ),
    ['password_confirmation'],
  ),
);
export type RegisterInput = v.InferInput<typeof RegisterSchema>;

/** Forgot password: email, storefront_id. */
export const ForgotPasswordSchema = v.object({ email: EmailSchema, storefront_id: StorefrontIdSchema });
export type ForgotPasswordInput = v.InferInput<typeof ForgotPasswordSchema>;

const TokenSchema = firstIssue(v.pipe(v.string(_('Invalid token. Please try again.')), v.trim(), v.nonEmpty(_('Invalid token. Please try again.')), v.maxLength(200, _('Invalid token. Please try again.'))));

/** Update password payload: password, password_confirmation, email, token, storefront_id. */
export const ResetPasswordSchema = v.pipe(
  v.object({
    password: NewPasswordSchema,
    password_confirmation: ConfirmationSchema,
    email: EmailSchema,
    token: TokenSchema,
    storefront_id: StorefrontIdSchema,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      _("Passwords don't match"),
    ),
    ['password_confirmation'],
  ),
);
export type ResetPasswordInput = v.InferInput<typeof ResetPasswordSchema>;

/** Verify email: the token from the link. */
export const VerifyEmailSchema = v.object({ token: TokenSchema });

/** Private-store code check: a gift card / promo code or the store password. */
export const PrivateCodeSchema = v.object({
  code: firstIssue(v.pipe(v.string(_('Code is required.')), v.trim(), v.nonEmpty(_('Code is required.')), v.maxLength(200, _('Not a valid gift card')))),
  storefront_id: StorefrontIdSchema,
});
export type PrivateCodeInput = v.InferInput<typeof PrivateCodeSchema>;

/** Work-account sign-in: the ID token the identity provider returned to the browser. */
export const SsoLoginSchema = v.object({
  id_token: v.pipe(v.string('id_token is required.'), v.nonEmpty('id_token is required.'), v.maxLength(20_000, 'id_token is too long.')),
});

/** Answers: login and verify email → data.user + data.access_token; register → data.user + data.token. */
export const SessionAnswerSchema = v.object({ data: v.object({ user: PublicUserSchema, access_token: v.string() }) });
/** `mail_sent`: whether the verification mail left (false: the shop could not send it; ADR 0204). */
export const RegisterAnswerSchema = v.object({ data: v.object({ user: PublicUserSchema, token: v.string(), mail_sent: v.optional(v.boolean(), true) }) });
export const MessageAnswerSchema = v.object({ message: v.string() });
export const PrivateAccessAnswerSchema = v.object({
  message: v.string(),
  data: v.object({ kind: v.picklist(['gift_card', 'password']) }),
});
export const SsoNonceAnswerSchema = v.object({ data: v.object({ nonce: v.string() }) });

export { MeAnswerSchema, PublicUserSchema, type PublicUser } from './public-user.ts';
