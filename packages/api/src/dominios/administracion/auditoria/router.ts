import { router } from '../../../nucleo/trpc';

export const auditoriaRouter = router({});
