import { z } from 'zod';
import { campo } from '@talento/rules';

/** A call about one candidate's CV. */
export const EntradaCandidato = z.object({ candidatoId: campo.id() });
