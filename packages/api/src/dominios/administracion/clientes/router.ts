import { router } from '../../../nucleo/trpc';

export const clientesRouter = router({});
