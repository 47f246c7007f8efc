import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@talento/api';

export const trpc = createTRPCReact<AppRouter>();
