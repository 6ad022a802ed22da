import { ROLES } from './operator-roles';
import { settingChangeRejectBody } from './operators-console';
import { route } from './route-def';
import {
  operatorSettingsResponse,
  operatorSettingsUpdate,
  operatorSettingsUpdateResponse,
  publicSettingsResponse,
  settingChangeIdParams,
  settingChangeListResponse,
  settingChangeQuery,
  settingChangeResponse,
} from './settings';

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
    roles: ROLES.any,
    summary: 'Every operator setting',
    response: operatorSettingsResponse,
  }),
  adminSettingsUpdate: route({
    method: 'POST',
    path: '/adminApi/settings',
    access: 'admin',
    roles: ROLES.owner,
    summary:
      'Changes some operator settings (audited). A change that loosens a control or moves where money goes is kept pending for a second owner and answered 202 with pendingChange; the rest applies at once',
    body: operatorSettingsUpdate,
    response: operatorSettingsUpdateResponse,
    accepted: true,
  }),
  adminSettingChanges: route({
    method: 'GET',
    path: '/adminApi/settingChanges',
    access: 'admin',
    roles: ROLES.owner,
    summary: 'Changes to the settings that guard money, by status (pending by default), newest first',
    query: settingChangeQuery,
    response: settingChangeListResponse,
  }),
  adminSettingChangeApprove: route({
    method: 'POST',
    path: '/adminApi/settingChanges/:_id/approve',
    access: 'admin',
    roles: ROLES.owner,
    summary: 'Applies a pending change; never by the owner who asked for it (audited, every operator is told)',
    params: settingChangeIdParams,
    response: settingChangeResponse,
  }),
  adminSettingChangeReject: route({
    method: 'POST',
    path: '/adminApi/settingChanges/:_id/reject',
    access: 'admin',
    roles: ROLES.owner,
    summary:
      'Drops a pending change with a reason; never by the owner who asked for it (audited, every operator is told why)',
    params: settingChangeIdParams,
    body: settingChangeRejectBody,
    response: settingChangeResponse,
  }),
} as const;
