import { router } from '../../../nucleo/trpc';

export const valoresRouter = router({});
