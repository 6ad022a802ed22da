import { type RouteDef, routes } from '@app/contract';
import { type Answer, dataOf, type TestContext } from './helper';
import { encodeForm, PNG } from './kyc-kit';

// Support-desk fixtures: a ticket's form as the member's page sends it (multipart/form-data with `files`), and a
// ticket opened through the API.

export const TICKET_FIELDS = {
  category: 'deposit',
  subject: 'My deposit has not arrived',
  message: 'I sent it an hour ago.',
};

/** The form with `files` (name, bytes, declared type) as repeated `files` parts; `record` as JSON text. */
export function ticketForm(
  fields: Record<string, string | undefined> = {},
  files: { name: string; bytes: Buffer; type: string }[] = [{ name: 'receipt.png', bytes: PNG, type: 'image/png' }],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...TICKET_FIELDS, ...fields })) {
    if (value !== undefined) form.append(name, value);
  }
  for (const file of files)
    form.append('files', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return form;
}

/** Sends a form (or raw multipart bytes) to a ticket route, as `call` sends JSON. */
export async function sendTicketForm(
  t: TestContext,
  options: {
    token: string;
    form: FormData | { payload: Buffer; contentType: string };
    route?: RouteDef;
    params?: Record<string, string>;
  },
): Promise<Answer<typeof routes.ticketCreate.member>> {
  const { payload, contentType } = options.form instanceof FormData ? await encodeForm(options.form) : options.form;
  let url = (options.route ?? routes.ticketCreate.member).path;
  for (const [name, value] of Object.entries(options.params ?? {})) url = url.replace(`:${name}`, value);
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${options.token}`, 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

/** Opens a ticket with one PNG attached; answers the ticket's id and its attachment's. */
export async function openTicketWithFile(t: TestContext, token: string, fields: Record<string, string> = {}) {
  const answer = await sendTicketForm(t, { token, form: ticketForm(fields) });
  if (answer.status !== 200) throw new Error(`ticket refused: ${answer.body.message}`);
  const ticket = dataOf(answer);
  const attachment = ticket.messages[0]?.attachments[0];
  if (!attachment) throw new Error('no attachment answered');
  return { ticketId: ticket._id, attachmentId: attachment._id };
}
