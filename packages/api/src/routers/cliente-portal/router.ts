import { router } from '../../trpc';
import { misEmpresas } from './mis-empresas';

export const clientePortalRouter = router({ misEmpresas });
