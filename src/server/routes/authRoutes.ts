import type { FastifyInstance, FastifyReply } from 'fastify';
import { NO_ACCESS_REFUSAL } from '../../domain/auth/noAccessRefusal';
import { tokensOf } from '../auth/authenticate.js';
import { loadPrincipal } from '../auth/loadPrincipal.js';
import { LoginThrottle, loginRateLimit } from '../auth/loginThrottle.js';
import { verifyPassword } from '../auth/passwords.js';
import { WindowCounters } from '../auth/windowCounters.js';
import { ErpError } from '../errors.js';
import { INPUT_LIMITS } from '../schemas/inputBounds.js';
import { int, object, route, str } from '../schemas/routeSchema.js';
import type { RouteContext } from './routeContext.js';

const tags = ['Authentication'];
const tokenReply = object({ data: str('Access token (tira)') }, ['data']);
const refreshHeaderNote = 'The reply carries the refresh token in the `refresh-token` header.';
const limitsNote = 'Attempts are limited per client address (LOGIN_RATE_LIMIT a minute for both login calls together, validateuser and procExpert/login; '
  + 'behind a trusted proxy, the X-Forwarded-For client) and failed ones per user and domain '
  + 'from any address (LOGIN_ACCOUNT_RATE_LIMIT a minute): beyond them the call answers 429 RATE_LIMITED, even with the right password.';
// Verified when the user is unknown so that both failures take the same time.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/** What a login attempt that was not rate-limited ends in. */
type LoginCheck = { kind: 'ok'; userId: number; empresaSesion: string } | { kind: 'invalid' } | { kind: 'noAccess' };

/** Login (hosted and on-premise), token refresh and url info: the calls usable without a session. */
export async function authRoutes(app: FastifyInstance, { db, tokens, config }: RouteContext): Promise<void> {
  // One budget per address for every login route (hosted and on-premise together).
  const loginLimit = loginRateLimit(config.loginRateLimit);
  // Counted in the database, like the per-address limit: every service process on it counts together.
  const accountLimit = new LoginThrottle(new WindowCounters(db), config.loginAccountRateLimit, 60_000);

  async function findUser(usuario: string, dominio: string) {
    return db.selectFrom('usuarios_erp as u')
      .innerJoin('organizaciones as o', 'o.id_organizacion', 'u.id_organizacion')
      .leftJoin('usuarios_portal as p', (j) => j.onRef('p.id_organizacion', '=', 'u.id_organizacion').onRef('p.usuario', '=', 'u.usuario'))
      .select(['u.user_id', 'u.password_hash', 'u.activo_sn', 'u.empresa_sesion', 'p.activo_sn as portal_activo'])
      .where((eb) => eb(eb.fn('upper', ['u.usuario']), '=', usuario.toUpperCase()))
      .where((eb) => eb(eb.fn('upper', ['o.dominio']), '=', dominio.toUpperCase()))
      .executeTakeFirst();
  }

  /**
   * Checks a login: every attempt of an account is counted first and one beyond too many recent failures is refused (429) before its password is
   * looked at; a failure stays counted, a right password clears the count;
   * a right password of a user who is deactivated (ERP or portal) or not a portal user is told so.
   */
  async function checkLogin(reply: FastifyReply, usuario: string, password: string, dominio: string): Promise<LoginCheck> {
    const account = LoginThrottle.accountKey(usuario, dominio);
    const wait = await accountLimit.attempt(account);
    if (wait) {
      reply.header('retry-after', String(wait));
      throw new ErpError(429, 'RATE_LIMITED');
    }
    const user = await findUser(usuario, dominio);
    const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
    if (!ok || !user) return { kind: 'invalid' };
    await accountLimit.succeed(account);
    if (user.activo_sn !== 'S' || user.portal_activo !== 'S') return { kind: 'noAccess' };
    return { kind: 'ok', userId: user.user_id, empresaSesion: user.empresa_sesion };
  }

  app.post('/wsr/auth/validateuser', {
    config: { ...loginLimit, callKind: 'public' },
    schema: route({
      summary: 'Log in (hosted)',
      description: `Checks user, password and domain and returns the access token as data. ${refreshHeaderNote} `
        + `A wrong user or password answers 401 AUTH_INVALID_CREDENTIALS; the right password of a deactivated user or one who is not a portal user answers 403 ${NO_ACCESS_REFUSAL.errorCode}. ${limitsNote}`,
      tags, auth: false,
      body: object({
        userName: str(undefined, { minLength: 1 }), password: str(undefined, { minLength: 1 }), domain: str(undefined, { minLength: 1 }),
        refreshToken: object({ expirationSeconds: int('Refresh-token lifetime; at most 864000', { minimum: 60, maximum: 864000 }) }, ['expirationSeconds']),
        captchaToken: str('Answer of the optional captcha widget', { maxLength: INPUT_LIMITS.token }),
      }, ['userName', 'password', 'domain']),
      reply: tokenReply,
    }),
  }, async (request, reply) => {
    const { userName, password, domain, refreshToken } = request.body as { userName: string; password: string; domain: string; refreshToken?: { expirationSeconds: number } };
    const login = await checkLogin(reply, userName, password, domain);
    if (login.kind === 'invalid') throw new ErpError(401, 'AUTH_INVALID_CREDENTIALS');
    if (login.kind === 'noAccess') throw new ErpError(403, NO_ACCESS_REFUSAL.errorCode);
    const ttl = Math.min(refreshToken?.expirationSeconds ?? config.refreshTokenMaxTtl, config.refreshTokenMaxTtl);
    const session = await tokens.startSession(login.userId, ttl);
    reply.header('refresh-token', session.refresh);
    return { data: session.access };
  });

  app.post('/wscomun/procExpert/login', {
    config: { ...loginLimit, callKind: 'public' },
    schema: route({
      summary: 'Log in (on-premise)',
      description: `ERP login of an on-premise installation. Failures answer errorCode ≠ 0 with errorMsg: 1 a wrong user or password, `
        + `${NO_ACCESS_REFUSAL.onPremiseErrorCode} the right password of a deactivated user or one who is not a portal user. ${refreshHeaderNote} ${limitsNote}`,
      tags, auth: false,
      body: object({ usuario: str(undefined, { minLength: 1 }), password: str(undefined, { minLength: 1 }), dominio: str(undefined, { minLength: 1 }) }, ['usuario', 'password', 'dominio']),
      reply: object({ tira: str(), empresa: str(), errorCode: int(), errorMsg: str() }, ['errorCode']),
    }),
  }, async (request, reply) => {
    const { usuario, password, dominio } = request.body as { usuario: string; password: string; dominio: string };
    const login = await checkLogin(reply, usuario, password, dominio);
    if (login.kind === 'invalid') return { errorCode: 1, errorMsg: 'The user does not exist or the password is invalid' };
    if (login.kind === 'noAccess') return { errorCode: NO_ACCESS_REFUSAL.onPremiseErrorCode, errorMsg: 'The user has no access to the application' };
    const session = await tokens.startSession(login.userId, config.refreshTokenMaxTtl);
    reply.header('refresh-token', session.refresh);
    return { tira: session.access, empresa: login.empresaSesion, errorCode: 0, errorMsg: '' };
  });

  app.post('/wsr/Auth/tokenRefreshGetAuth', {
    config: { callKind: 'public' },
    schema: route({
      summary: 'Refresh the access token',
      description: `Consumes the refresh token (single use) and returns a new access token. ${refreshHeaderNote} The new refresh token keeps the remaining lifetime of the old one. `
        + 'Presenting a refresh token that was already used means it was copied: every access and refresh token of its session (the chain started by one login) is revoked and the call answers 401. '
        + 'A user who was deactivated or is no longer a portal user cannot refresh.',
      tags, auth: false,
      body: object({ orgId: int(), userId: int(), refreshTokenId: str(undefined, { minLength: 1 }) }, ['orgId', 'userId', 'refreshTokenId']),
      reply: tokenReply,
    }),
  }, async (request, reply) => {
    const { orgId, userId, refreshTokenId } = request.body as { orgId: number; userId: number; refreshTokenId: string };
    const owner = await loadPrincipal(db, userId);
    if (!owner?.portal || owner.idOrganizacion !== orgId) throw new ErpError(401, 'AUTH_INVALID_REFRESH');
    const outcome = await tokens.rotate(userId, refreshTokenId);
    if (outcome.kind === 'reused') throw new ErpError(401, 'AUTH_INVALID_REFRESH', 'The refresh token was already used: every token of its session is revoked.');
    if (outcome.kind === 'refused') throw new ErpError(401, 'AUTH_INVALID_REFRESH');
    reply.header('refresh-token', outcome.tokens.refresh);
    return { data: outcome.tokens.access };
  });

  app.post('/wsr/auth/logout', {
    config: { callKind: 'session' },
    schema: route({
      summary: 'End the session (path named by the reference services)',
      description: 'Ends the session of the given access token — sent as body tira, `Authorization: Bearer`, or the x-ddol-security-token header — and/or refresh token: '
        + 'every access and refresh token of that session stops working at once, even before it expires; other sessions of the user stay. '
        + 'Unknown or expired tokens are accepted silently, so logging out never fails.',
      tags, auth: false,
      body: object({ tira: str(undefined, { minLength: 1 }), refreshTokenId: str(undefined, { minLength: 1 }) }),
      reply: object({ result: str(undefined, { enum: ['ok'] }) }, ['result']),
    }),
  }, async (request) => {
    const { refreshTokenId } = (request.body ?? {}) as { refreshTokenId?: string };
    await tokens.endSessions(tokensOf(request), refreshTokenId ? [refreshTokenId] : []);
    return { result: 'ok' };
  });

  app.post('/wscomun/portalinformes/getData', {
    config: { callKind: 'session' },
    schema: route({
      summary: 'Url info (get-url-info)',
      description: 'Identifies organisation, company and brand from the host name, or from the domain when the host is not registered. dominioDesdeHost S means the host gives the domain and the login page hides the field.',
      tags, auth: false,
      body: object({ dominio: str(), url: str('Host name of the page', { minLength: 1 }), usrAplMemcache: str() }, ['url']),
      reply: object({
        statusCode: str(), empresa: str(), organizacion: str('Domain of the organisation'), idOrganizacion: int(), marca: str(),
        dominio: str(), dominioDesdeHost: str(undefined, { enum: ['S', 'N'] }),
      }),
    }),
  }, async (request) => {
    const { dominio, url } = request.body as { dominio?: string; url: string };
    const byHost = await db.selectFrom('url_hosts as h').innerJoin('organizaciones as o', 'o.id_organizacion', 'h.id_organizacion')
      .select(['o.id_organizacion', 'o.dominio', 'o.marca', 'h.empresa']).where('h.host', '=', url.toLowerCase()).executeTakeFirst();
    const org = byHost ?? (dominio
      ? await db.selectFrom('organizaciones as o').innerJoin('empresas as e', 'e.id_organizacion', 'o.id_organizacion')
        .select(['o.id_organizacion', 'o.dominio', 'o.marca', 'e.empresa'])
        .where((eb) => eb(eb.fn('upper', ['o.dominio']), '=', dominio.toUpperCase())).orderBy('e.empresa').executeTakeFirst()
      : undefined);
    if (!org) throw new ErpError(404, 'UNKNOWN_DOMAIN');
    return {
      statusCode: '200', empresa: org.empresa, organizacion: org.dominio, idOrganizacion: org.id_organizacion, marca: org.marca,
      dominio: org.dominio, dominioDesdeHost: byHost ? 'S' : 'N',
    };
  });
}
