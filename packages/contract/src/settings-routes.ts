import { route } from './route-def';
import { operatorSettingsResponse, operatorSettingsUpdate, publicSettingsResponse } from './settings';

export const publicSettingsRoutes = {
  publicSettings: route({
    method: 'GET',
    path: '/publicApi/settings',
    access: 'public',
    summary: 'Minimums, charges, deposit address and network, as the operator set them',
    response: publicSettingsResponse,
  }),
} as const;

export const operatorSettingsRoutes = {
  adminSettings: route({
    method: 'GET',
    path: '/adminApi/settings',
    access: 'admin',
    summary: 'Every operator setting',
    response: operatorSettingsResponse,
  }),
  adminSettingsUpdate: route({
    method: 'POST',
    path: '/adminApi/settings',
    access: 'admin',
    summary: 'Changes some operator settings (audited)',
    body: operatorSettingsUpdate,
    response: operatorSettingsResponse,
  }),
} as const;
