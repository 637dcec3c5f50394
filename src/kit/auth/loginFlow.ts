import { contractCall } from '../../api/contractCall';
import { REFRESH_HEADER, type ErpClient } from '../../api/erpClient';
import { describeFailure } from '../../api/describeFailure';
import { ErpCallError } from '../../api/ErpCallError';
import { NO_ACCESS_REFUSAL } from '../../domain/auth/noAccessRefusal';
import { fetchOrderStatuses } from './fetchOrderStatuses';
import { fetchRoleDates } from './fetchRoleDates';
import type { LoggedInState, PortalData, SessionData } from '../../domain/session/sessionTypes';
import { setSessionCompany } from './setSessionCompany';

/** Lifetime asked for the refresh token: 10 days (spec 1 §9). */
export const REFRESH_TOKEN_SECONDS = 864000;

/** What a login attempt ended in. */
export type LoginOutcome =
  | { kind: 'ok'; state: LoggedInState }
  | { kind: 'changeCompany'; tira: string; refreshToken: string | null; portalData: PortalData; session: SessionData }
  | { kind: 'error'; titleKey: string; messageKey: string; detail?: string };

const P = '/wscomun/portalinformes';

/** Maps the ERP language code to a portal language: 'E' is Spanish; an unknown code is kept as returned. */
export function portalLanguage(idiomaUsuario: string | null | undefined): string {
  const code = (idiomaUsuario ?? '').toLowerCase();
  if (code === '' || code === 'e') return 'es';
  return code;
}

/** Credentials of the login form. */
export interface Credentials {
  usuario: string;
  password: string;
  dominio: string;
  captchaToken?: string | undefined;
}

/** Validates the credentials (hosted or on-premise call) and completes the login. */
export async function loginWithCredentials(client: ErpClient, creds: Credentials, onPremise: boolean): Promise<LoginOutcome> {
  let tira: string;
  let refreshToken: string | null;
  try {
    if (onPremise) {
      const reply = await contractCall(client, '/wscomun/procExpert/login',
        { usuario: creds.usuario, password: creds.password, dominio: creds.dominio }, { auth: false });
      if (reply.data.errorCode === NO_ACCESS_REFUSAL.onPremiseErrorCode) {
        return { kind: 'error', titleKey: 'errors.loginOnPremiseTitle', messageKey: 'errors.noAccess' };
      }
      if (reply.data.errorCode !== 0 || !reply.data.tira) {
        return { kind: 'error', titleKey: 'errors.loginOnPremiseTitle', messageKey: 'errors.loginInvalid' };
      }
      tira = reply.data.tira;
      refreshToken = reply.headers.get(REFRESH_HEADER);
    } else {
      const reply = await contractCall(client, '/wsr/auth/validateuser', {
        userName: creds.usuario, password: creds.password, domain: creds.dominio,
        refreshToken: { expirationSeconds: REFRESH_TOKEN_SECONDS },
        ...(creds.captchaToken ? { captchaToken: creds.captchaToken } : {}),
      }, { auth: false });
      tira = reply.data.data;
      refreshToken = reply.headers.get(REFRESH_HEADER);
    }
  } catch (error) {
    if (error instanceof ErpCallError && error.errorCode === NO_ACCESS_REFUSAL.errorCode) {
      return { kind: 'error', titleKey: onPremise ? 'errors.loginOnPremiseTitle' : 'errors.loginTitle', messageKey: 'errors.noAccess' };
    }
    if (error instanceof ErpCallError && (error.status === 401 || error.status === 400 || error.kind === 'ko')) {
      return { kind: 'error', titleKey: onPremise ? 'errors.loginOnPremiseTitle' : 'errors.loginTitle', messageKey: 'errors.loginInvalid' };
    }
    if (error instanceof ErpCallError && error.status === 429) {
      return { kind: 'error', titleKey: 'errors.loginTitle', messageKey: 'errors.tooManyAttempts' };
    }
    return { kind: 'error', titleKey: 'errors.connectionTitle', messageKey: 'errors.connection', detail: describeFailure(error) };
  }
  return completeLogin(client, tira, refreshToken);
}

/** With a valid token: loads user and portal data, checks the company, then options, reports, role, role dates and order statuses. */
export async function completeLogin(client: ErpClient, tira: string, refreshToken: string | null, opts: { skipCompanyCheck?: boolean } = {}): Promise<LoginOutcome> {
  let portalData: PortalData;
  let session: SessionData;
  try {
    const user = await contractCall(client, `${P}/datosUsuario`, { tira, getAvatarSN: 'N' });
    if (user.errorHeader) return { kind: 'error', titleKey: 'errors.missingDataTitle', messageKey: 'errors.missingData', detail: user.errorHeader };
    portalData = { usuario: user.data.usuario, tira, empresa: user.data.empresa, userId: user.data.userId, orgId: user.data.orgId, idiomaUsuario: user.data.idiomaUsuario };
    const portal = await contractCall(client, `${P}/datosUsuarioPortal`, { tira });
    if (portal.data.statusCode !== '200') return { kind: 'error', titleKey: 'errors.loginTitle', messageKey: 'errors.serverMessage', detail: portal.data.errorMsg ?? '' };
    const first = portal.data.result[0];
    if (!first || !first.role) return { kind: 'error', titleKey: 'errors.loginTitle', messageKey: 'errors.notConfigured' };
    session = { ...first, tira };
  } catch (error) {
    // An unknown or expired token (a sign-in link used late) is one plain message, not a technical one.
    if (error instanceof ErpCallError && error.kind === 'auth') return { kind: 'error', titleKey: 'errors.tokenTitle', messageKey: 'errors.tokenInvalid', detail: describeFailure(error) };
    return { kind: 'error', titleKey: 'errors.missingDataTitle', messageKey: 'errors.missingData', detail: describeFailure(error) };
  }
  if (!opts.skipCompanyCheck && portalData.empresa !== session.empresa) {
    return { kind: 'changeCompany', tira, refreshToken, portalData, session };
  }
  try {
    const org = { idOrganizacion: session.idOrganizacion };
    const [options, reports, role, statuses] = await Promise.all([
      contractCall(client, `${P}/listaOpcionesPortal`, { ...org, tira }).catch((e: unknown) => { throw tagged('errors.optionsLoad', e); }),
      contractCall(client, `${P}/listaInformesPortal`, { ...org, tira }).catch((e: unknown) => { throw tagged('errors.reportsLoad', e); }),
      contractCall(client, `${P}/rolePortal`, { ...org, tira }),
      fetchOrderStatuses(client, session.empresa, portalLanguage(portalData.idiomaUsuario), tira),
    ]);
    const roleDates = role.data.idRol === null ? null : await fetchRoleDates(client, { ...session, tira }, role.data.idRol);
    return {
      kind: 'ok',
      state: {
        session, portalData, refreshToken,
        options: options.data.result, reports: reports.data.result,
        role: { idRol: role.data.idRol, role: role.data.role },
        roleDates,
        orderStatuses: statuses,
      },
    };
  } catch (error) {
    const key = error instanceof TaggedError ? error.messageKey : 'errors.connection';
    const cause = error instanceof TaggedError ? error.cause : error;
    return { kind: 'error', titleKey: 'errors.connectionTitle', messageKey: key, detail: describeFailure(cause) };
  }
}

class TaggedError extends Error {
  constructor(readonly messageKey: string, override readonly cause: unknown) {
    super(messageKey);
  }
}
const tagged = (key: string, cause: unknown) => new TaggedError(key, cause);

/** Switches the ERP session to the portal company (set-company) and re-runs the login; 'ko' ends in an error. */
export async function changeCompanyAndLogin(client: ErpClient, pending: Extract<LoginOutcome, { kind: 'changeCompany' }>): Promise<LoginOutcome> {
  try {
    await setSessionCompany(client, pending.portalData.usuario, pending.session.empresa, pending.tira);
  } catch (error) {
    return { kind: 'error', titleKey: 'errors.companyChangeTitle', messageKey: 'errors.companyChange', detail: describeFailure(error) };
  }
  return completeLogin(client, pending.tira, pending.refreshToken);
}
