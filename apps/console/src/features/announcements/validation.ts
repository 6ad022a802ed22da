// The announcement form's resolver, fetched on the form's first validation (lib/form-resolver.ts).
import { type AnnouncementBody, announcementBody } from '@app/contract';
import type { FieldValues, Resolver } from 'react-hook-form';
import { consoleFieldsResolver } from '../../kit/validation';
import { type AnnouncementForm, announcementBodyOf } from './components/announcement-form-values';

const resolveBody = consoleFieldsResolver(announcementBody) as unknown as Resolver<
  FieldValues,
  unknown,
  AnnouncementBody
>;

/** Checks the form as the server will check its body (the end being past aside: the server's clock says that). */
export const announcementResolver: Resolver<AnnouncementForm, unknown, AnnouncementBody> = async (
  values,
  context,
  options,
) => {
  const resolved = await resolveBody(announcementBodyOf(values) as unknown as FieldValues, context, options as never);
  if (Object.keys(resolved.errors).length > 0) return { values: {}, errors: resolved.errors };
  // The checked body: trimmed, a blank language left out.
  return { values: resolved.values as AnnouncementBody, errors: {} };
};
