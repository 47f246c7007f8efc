import { router } from '../../../nucleo/trpc';

export const usuariosRouter = router({});
