// A record's id as a path segment, a query or a form field gives it. zod/mini, because the job
// application form checks its hidden job_id in the browser with this same schema.
import * as z from 'zod/mini';

export const idSchema = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));
