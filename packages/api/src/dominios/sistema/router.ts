import { router } from '../../nucleo/trpc';
import { version } from './version';

export const sistemaRouter = router({ version });
