/**
 * How the services refuse a login whose password is right but whose user has no access to the application
 * (deactivated in the ERP or the portal, or not a portal user): shared by the server and the portal's login flow.
 */
export const NO_ACCESS_REFUSAL = {
  /** errorCode of the hosted login's 'ko' reply (HTTP 403). */
  errorCode: 'AUTH_NO_ACCESS',
  /** errorCode of the on-premise login reply (HTTP 200 with errorMsg; 1 is a wrong user or password). */
  onPremiseErrorCode: 2,
} as const;
