import { router } from '../../../nucleo/trpc';

export const gruposRouter = router({});
