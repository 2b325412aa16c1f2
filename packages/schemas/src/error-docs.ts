import type { ErrorBody } from './common';

/** What one refusal status means in the API's documentation, with an answer it could give (in the one error shape). */
export interface ErrorDoc {
  /** One line: the response's description on every route that lists the status. */
  description: string;
  /** The longer account, written once beside the example. */
  detail: string;
  example: ErrorBody;
}

/**
 * The error statuses the OpenAPI document describes on every route that lists them, all in the one shape
 * {status, code, message, fields?, ref?}. The code is the stable part a client acts on; the message is for people.
 */
export const errorDocs: Record<number, ErrorDoc> = {
  400: {
    description: 'Refused input, nothing written: `validation_error` with `fields`, or the code of the rule broken.',
    detail:
      '`fields` names each refused field and why, as a field-error code (`required`, `too_long:200`, `not_a_phone`…); ' +
      'a rule of the request (a bill, a stay, a password) has its own code instead, and marks its fields where it has some.',
    example: {
      status: 400,
      code: 'validation_error',
      message: 'Some fields are not valid.',
      fields: { name: ['required'], phone: ['not_a_phone'] },
    },
  },
  401: {
    description: 'Not signed in (`unauthenticated`), or the credentials given are wrong (`login_failed`).',
    detail: 'Send `Authorization: Token <key>`, the key from POST /api/user/login/.',
    example: { status: 401, code: 'unauthenticated', message: 'Log in first.' },
  },
  403: {
    description: "The account's role may not do this (`forbidden`), or the account may not yet.",
    detail:
      'Each route says which role it needs; an account that has not confirmed its email cannot log in (`unvalidated_account`).',
    example: { status: 403, code: 'forbidden', message: 'You do not have permission to do this.' },
  },
  404: {
    description: 'No such record (`not_found`), or none the caller may see.',
    detail: 'The message names what was looked for.',
    example: { status: 404, code: 'not_found', message: 'Not found.' },
  },
  409: {
    description: 'Clashes with the data as it stands, nothing written: the code names the rule.',
    detail:
      'E.g. `room_taken`, `still_referenced`, `already_used`; `fields` names the fields concerned and `ref` the ' +
      'record in the way, when there is one.',
    example: { status: 409, code: 'already_used', message: 'This name is already used.', fields: { name: ['already used'] } },
  },
  429: {
    description: 'Too many attempts from this caller (`throttled`): wait and try again.',
    detail:
      'Logins, sign-ups, password resets, captchas, checkout quotes and stay checkouts are counted per caller in fixed windows.',
    example: { status: 429, code: 'throttled', message: 'Too many requests. Wait a moment and try again.' },
  },
  503: {
    description: 'Not available now (`service_unavailable`): try again soon.',
    detail: 'The database, the mail server, the picture store or a payment provider could not be reached.',
    example: { status: 503, code: 'service_unavailable', message: 'The service is briefly unavailable. Try again soon.' },
  },
};

/** The example of a status's answer in the OpenAPI document's `components.examples`. */
export const errorExampleName = (status: number) => `error_${status}`;
