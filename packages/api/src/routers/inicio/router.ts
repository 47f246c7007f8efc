import { router } from '../../trpc';
import { pendientes } from './pendientes';

export const inicioRouter = router({ pendientes });
