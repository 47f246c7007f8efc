import { CLAVES_MEDIDA_EMBUDO } from '@talento/rules';
import { z } from 'zod';

/** Output shapes of the operations report (never ORM entities). */
const n = z.number();
const Embudo = z.object({
  pedidosRecibidos: n,
  vacantes: n,
  hvEnviadas: n,
  validadas: n,
  entrevistas: n,
  aprobados: n,
  contratados: n,
  rechazados: n,
  pedidosCancelados: n,
  pedidosTerminados: n,
});
const Terminos = z.object({ vPaCHF: n, vPCHF: n, vFCHF: n, CEP: n, vPa: n, vP: n, PPCC: n });
const Porcentaje = z.number().nullable();

export const CifrasColumnaDto = z.object({
  embudo: Embudo,
  terminos: Terminos,
  k: z.number(),
  nivelServicio: Porcentaje,
  efectividadEnvio: Porcentaje,
  puntajeGestion: Porcentaje,
});

const Diferencia = z.object({
  embudo: Embudo,
  terminos: Terminos,
  nivelServicio: Porcentaje,
  efectividadEnvio: Porcentaje,
  puntajeGestion: Porcentaje,
});

const Validacion = z.object({
  id: z.number(),
  sucursalId: z.number(),
  desde: z.string(),
  hasta: z.string(),
  validadoPor: z.string(),
  validadoEn: z.date(),
});

export const ColumnaInformeDto = CifrasColumnaDto.extend({
  clave: z.string(),
  tipo: z.enum(['mes', 'semana']),
  desde: z.string(),
  hasta: z.string(),
  etiqueta: z.string(),
  validado: Validacion.extend({
    cifras: CifrasColumnaDto,
    actual: CifrasColumnaDto,
    diferencia: Diferencia,
  }).nullable(),
});

export const InformeGeneralDto = z.object({
  fecha: z.string(),
  k: z.number(),
  calculando: z.boolean(),
  calculadoEn: z.date().nullable(),
  meses: z.array(ColumnaInformeDto),
  semanas: z.array(ColumnaInformeDto),
  promedio: z
    .object({
      embudo: z.record(z.enum(CLAVES_MEDIDA_EMBUDO), Porcentaje),
      nivelServicio: Porcentaje,
      efectividadEnvio: Porcentaje,
      puntajeGestion: Porcentaje,
    })
    .nullable(),
  filtros: z.object({ sucursal: z.boolean(), psicologo: z.boolean() }),
});

export const FilasInformeDto = z.object({
  origen: z.enum(['pedidos', 'candidatos']),
  pagina: z.number(),
  paginas: z.number(),
  total: z.number(),
  suma: z.number().nullable(),
  filas: z.array(
    z.object({
      pedidoId: z.number(),
      cliente: z.string(),
      cargo: z.string(),
      sucursal: z.string().nullable(),
      fecha: z.date(),
      vacantes: z.number(),
      candidatoPedidoId: z.number().nullable(),
      candidatoId: z.number().nullable(),
      candidato: z.string().nullable(),
      estado: z.string().nullable(),
      aporte: z.number().nullable(),
    }),
  ),
  /** A validated week of the branch: who and when, and whether its rows were frozen (older validations: no). */
  validacion: z
    .object({ id: z.number(), validadoPor: z.string(), validadoEn: z.date(), filasCongeladas: z.boolean() })
    .nullable(),
  /** The rows above are those frozen at validation («Filas congeladas el … por …»), not today's. */
  congeladas: z.boolean(),
});

export const ValidacionDto = Validacion.extend({ cifras: CifrasColumnaDto });

export const PeriodoValidarDto = z.object({
  sucursalId: z.number(),
  desde: z.string(),
  hasta: z.string(),
  cifras: CifrasColumnaDto,
  validado: ValidacionDto.nullable(),
});

export const ListaValidadosDto = z.object({
  pagina: z.number(),
  paginas: z.number(),
  total: z.number(),
  filas: z.array(
    Validacion.extend({ sucursal: z.string(), nivelServicio: Porcentaje, puntajeGestion: Porcentaje }),
  ),
});

export const PsicologosDto = z.array(z.object({ id: z.number(), nombre: z.string() }));

/** "Recalcular ahora": the day computed (today in Bogotá) and when. */
export const RecalculoHoyDto = z.object({ fecha: z.string(), calculadoEn: z.date() });
