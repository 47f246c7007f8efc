import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntradaExportacionDatos } from '@talento/rules';
import type { z } from 'zod';
import type { ArchivoDatosDto } from '../dto';
import { documentoDatos } from './documento';
import { pdfDatos } from './pdf';
import { nombreExportacion } from './zip';

/**
 * Everything held about the person, as the PDF for them or the machine-readable JSON alone (the files' contents go
 * only in the ZIP: `zip.ts`).
 */
export async function exportarDatos(
  em: EntityManager,
  input: EntradaExportacionDatos,
  ahora: Date,
): Promise<z.infer<typeof ArchivoDatosDto>> {
  const d = await documentoDatos(em, input.candidatoId, ahora);
  const base = nombreExportacion(d.persona.candidatoId, ahora);
  if (input.formato === 'json')
    return {
      nombre: `${base}.json`,
      tipoMime: 'application/json',
      base64: Buffer.from(JSON.stringify(d, null, 2), 'utf8').toString('base64'),
    };
  return {
    nombre: `${base}.pdf`,
    tipoMime: 'application/pdf',
    base64: (await pdfDatos(d)).toString('base64'),
  };
}
