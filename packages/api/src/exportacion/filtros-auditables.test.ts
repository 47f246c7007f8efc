import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { EXPORTACIONES } from './registro';
import { procedimientoDe } from './acceso';
import { filtrosAuditables, TEXTO_OMITIDO } from './filtros-auditables';

const Filtros = z.object({
  texto: z.string().trim().optional(),
  documento: z.string().regex(/^\d+$/).nullable(),
  correos: z.array(z.email()).optional(),
  estado: z.enum(['vigentes', 'cerrados']),
  clienteIds: z.array(z.number().int()),
  desde: z.iso.date().optional(),
  urgente: z.boolean(),
  numeroOTexto: z.union([z.number(), z.string()]).optional(),
  pagina: z.coerce.number().default(1),
});

describe('filtrosAuditables', () => {
  it('keeps what was chosen (enums, ids, dates, flags, numbers) and only the fact that a text was typed', () => {
    const parseados = Filtros.parse({
      texto: ' Ana Pérez ',
      documento: '1020304050',
      correos: ['ana@correo.co'],
      estado: 'vigentes',
      clienteIds: [3, 4],
      desde: '2026-11-01',
      urgente: true,
      numeroOTexto: 'Ruiz',
    });
    expect(filtrosAuditables(parseados, [Filtros])).toEqual({
      texto: TEXTO_OMITIDO,
      documento: TEXTO_OMITIDO,
      correos: [TEXTO_OMITIDO],
      estado: 'vigentes',
      clienteIds: [3, 4],
      desde: '2026-11-01',
      urgente: true,
      numeroOTexto: TEXTO_OMITIDO,
      pagina: 1,
    });
  });

  it('an empty or absent text stays as it was; a key no schema describes counts as typed text', () => {
    expect(filtrosAuditables({ texto: '', documento: null, otro: 'Luis' }, [Filtros])).toEqual({
      texto: '',
      documento: null,
      otro: TEXTO_OMITIDO,
    });
    expect(filtrosAuditables('Luis', [])).toBe(TEXTO_OMITIDO);
  });

  it('no export keeps a typed value: a name in every filter of every list that accepts one reaches its audit as omitted', () => {
    let conTexto = 0;
    for (const [tipo, e] of Object.entries(EXPORTACIONES)) {
      const esquemas = procedimientoDe(e.procedimiento)._def.inputs as unknown[];
      const forma = Object.assign(
        {},
        ...esquemas.map(
          (s) => (s as { _zod?: { def?: { shape?: Record<string, unknown> } } })._zod?.def?.shape ?? {},
        ),
      ) as Record<string, z.ZodType>;
      // Each field that would take a name (its own schema accepts it) gets one.
      const conNombre = Object.fromEntries(
        Object.entries(forma)
          .filter(([, esquema]) => esquema.safeParse('Ana Pérez').success)
          .map(([k]) => [k, 'Ana Pérez']),
      );
      const auditado = filtrosAuditables(conNombre, esquemas) as Record<string, unknown>;
      expect(JSON.stringify(auditado), tipo).not.toContain('Ana');
      conTexto += Object.keys(conNombre).length;
    }
    // The sweep reached the lists' text filters (the searches, the catalogues, the vetoed…), not none.
    expect(conTexto).toBeGreaterThan(5);
  });
});
