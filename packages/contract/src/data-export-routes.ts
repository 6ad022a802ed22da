import {
  dataExportFileResponse,
  dataExportParams,
  dataExportRequestResponse,
  dataExportStateResponse,
} from './data-export';
import { twins } from './route-def';

// A member downloads their own data (docs/product.md#your-data).
export const dataExportRoutes = {
  dataExportRequest: twins('dataExport', {
    method: 'POST',
    summary:
      "Asks for a ZIP of the caller's own data, built in the background and mailed as a link valid for 24 hours; answers 202 with the export (an export still pending is answered again, not repeated); at most 3 a day",
    accepted: true,
    response: dataExportRequestResponse,
  }),
  dataExportState: twins('dataExport', {
    method: 'GET',
    summary: "The caller's latest data export (pending, ready, failed or expired), or null",
    response: dataExportStateResponse,
  }),
  dataExportDownload: twins('dataExport/:token/file', {
    method: 'GET',
    summary:
      "The ZIP of one of the caller's own data exports: the mailed link's token, sent with the session of the member it belongs to (a token alone, or another member's, downloads nothing); an unknown token or another member's is 404, one past its 24 hours 410",
    params: dataExportParams,
    produces: 'application/zip',
    response: dataExportFileResponse,
  }),
} as const;
