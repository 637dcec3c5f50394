import bodies from '../../../schemas/request-bodies.gen.json';
import type { RequestBodies } from './contractFailures';

/** The services' request body schemas by path (generated from their OpenAPI document by `npm run generate:contract`). */
export const REQUEST_BODIES: RequestBodies = bodies;
