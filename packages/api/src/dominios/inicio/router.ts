import { router } from '../../nucleo/trpc';
import { pendientes } from './pendientes';

export const inicioRouter = router({ pendientes });
