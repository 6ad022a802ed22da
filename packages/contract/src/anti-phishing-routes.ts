import { antiPhishingCodeBody, antiPhishingCodeResponse } from './anti-phishing';
import { twins } from './route-def';

export const antiPhishingRoutes = {
  antiPhishingCodeState: twins('antiPhishingCode', {
    method: 'GET',
    summary: "The caller's anti-phishing code, shown at the top of every mail the platform sends them (null when none)",
    response: antiPhishingCodeResponse,
  }),
  antiPhishingCode: twins('antiPhishingCode', {
    method: 'POST',
    ownSignIn: 'security',
    summary: "Sets the caller's anti-phishing code (4-20 letters or digits); an empty code removes it",
    body: antiPhishingCodeBody,
    response: antiPhishingCodeResponse,
  }),
} as const;
