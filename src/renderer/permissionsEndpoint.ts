/** The call that lists the user's permissions (getPermisosResiduos), read once per session by every report. */
export const PERMISSIONS_ENDPOINT = '/wscomun/portalinformes/getPermisosResiduos';
