import { VERSION_APP } from '@talento/rules';
import { publicProcedure } from '../../nucleo/procedures';
import { VersionDto } from './dto';

export const version = publicProcedure.output(VersionDto).query(() => ({ version: VERSION_APP }));
