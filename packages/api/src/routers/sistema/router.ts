import { router } from '../../trpc';
import { version } from './version';

export const sistemaRouter = router({ version });
