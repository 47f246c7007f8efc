import { z } from 'zod';

const Portal = z.enum(['staff', 'cliente']);
export const EnlaceDto = z.object({ username: z.string(), nombre: z.string(), portal: Portal });
export const ContrasenaDefinidaDto = z.object({ mensaje: z.string(), portal: Portal });
export const ConfiguracionInicialDto = z.object({ valido: z.literal(true) });
export const PrimerAdministradorDto = z.object({ mensaje: z.string() });
