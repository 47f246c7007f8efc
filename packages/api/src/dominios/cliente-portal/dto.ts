/**
 * What the client portal returns. Only client-visible fields: never salary, commission, cost centre,
 * creator or owner of the order, internal comments, CV marks or comments, internal requirement results.
 */
import { z } from 'zod';
import { esquemaDe } from '../../nucleo/sql/columnas';
import { COLUMNAS_MIS_PEDIDOS } from './servicios/mis-pedidos-columnas';

const fechaIso = z.string().nullable();

/** The client user's companies (the portal's header). */
export const MisEmpresasDto = z.array(z.object({ id: z.number(), nombre: z.string() }));

/** A row of "Mis pedidos": the statement's columns as they are (servicios/mis-pedidos-columnas.ts) and two computed. */
export const PedidoClienteResumenDto = z.object({
  ...esquemaDe(COLUMNAS_MIS_PEDIDOS),
  estadoEtiqueta: z.string(),
  /** Below 0 once past due: the portal writes it with `textoDiasRestantes` ("Vencido hace 15 días"). */
  diasRestantes: z.number().nullable(),
});
export type PedidoClienteResumen = z.infer<typeof PedidoClienteResumenDto>;

export const AccionClienteDto = z.enum([
  'validar',
  'rechazar',
  'agendarEntrevista',
  'aprobarEntrevista',
  'noApruebaEntrevista',
]);
export type AccionClienteDto = z.infer<typeof AccionClienteDto>;

export const CandidatoClienteDto = z.object({
  candidatoPedidoId: z.number(),
  version: z.number(),
  nombre: z.string(),
  tipoDocumento: z.string(),
  documento: z.string(),
  estado: z.number(),
  estadoEtiqueta: z.string(),
  fechaCitaCliente: z.date().nullable(),
  /** Only when the client implements tests or the user holds imp_pruebas_Clientes_usuariostaffcliente. */
  puntajeGlobal: z.number().nullable(),
  acciones: z.array(AccionClienteDto),
  /** The candidate's hiring order, with only the status the client may see (saved, filed, sent to payroll). */
  ordenContratacion: z
    .object({
      id: z.number(),
      estado: z.enum(['guardada', 'radicada', 'enviada_nomina']),
      estadoEtiqueta: z.string(),
    })
    .nullable(),
});

export const PedidoClienteDto = PedidoClienteResumenDto.extend({
  descripcion: z.string().nullable(),
  fechaSolicitud: z.date(),
  vePuntajes: z.boolean(),
  candidatos: z.array(CandidatoClienteDto),
});
export type PedidoClienteDto = z.infer<typeof PedidoClienteDto>;

const Requisito = z.object({ nombre: z.string(), resultado: z.string(), fecha: fechaIso });
const Prueba = z.object({ codigo: z.string(), puntaje: z.number().nullable() });

const VecinoDto = z.object({ candidatoPedidoId: z.number(), nombre: z.string() });

export const HojaDeVidaClienteDto = z.object({
  candidatoPedidoId: z.number(),
  pedidoId: z.number(),
  /** What the decision buttons need (the same as the order page's row): the lock version and the allowed actions. */
  version: z.number(),
  estado: z.number(),
  estadoEtiqueta: z.string(),
  fechaCitaCliente: z.date().nullable(),
  acciones: z.array(AccionClienteDto),
  /** Previous and next candidate of the same order, in the order page's list order; null at either end. */
  anterior: VecinoDto.nullable(),
  siguiente: VecinoDto.nullable(),
  personal: z.object({
    nombres: z.string(),
    apellidos: z.string(),
    tipoDocumento: z.string(),
    documento: z.string(),
    fechaNacimiento: fechaIso,
    edad: z.number().nullable(),
    ciudad: z.string().nullable(),
    telefono: z.string(),
    email: z.string(),
  }),
  experiencias: z.array(
    z.object({
      empresa: z.string(),
      cargo: z.string(),
      fechaIngreso: fechaIso,
      fechaRetiro: fechaIso,
      actual: z.boolean(),
      funciones: z.string().nullable(),
    }),
  ),
  educacion: z.object({
    nivelAcademico: z.string().nullable(),
    bachillerato: z.object({
      institucion: z.string().nullable(),
      titulo: z.string().nullable(),
      anoFin: z.number().nullable(),
    }),
    superior: z.array(
      z.object({ institucion: z.string(), titulo: z.string(), fechaFin: fechaIso, graduado: z.boolean() }),
    ),
    postgrados: z.array(
      z.object({
        tipo: z.string(),
        institucion: z.string(),
        titulo: z.string(),
        fechaFin: fechaIso,
        graduado: z.boolean(),
      }),
    ),
    diplomados: z.array(z.object({ institucion: z.string(), nombre: z.string(), fechaFin: fechaIso })),
    otrosEstudios: z.array(z.object({ institucion: z.string(), nombre: z.string(), fechaFin: fechaIso })),
    enCurso: z.array(
      z.object({
        nivel: z.string(),
        institucion: z.string(),
        programa: z.string(),
        semestreActual: z.number().nullable(),
      }),
    ),
  }),
  idiomas: z.array(z.object({ idioma: z.string(), nivel: z.string() })),
  habilidades: z.array(z.object({ nombre: z.string(), descripcion: z.string().nullable() })),
  requisitos: z.array(Requisito),
  /** Null when the client may not see test scores. */
  pruebas: z.object({ puntajeGlobal: z.number().nullable(), detalle: z.array(Prueba) }).nullable(),
});
export type HojaDeVidaClienteDto = z.infer<typeof HojaDeVidaClienteDto>;

export const ComentarioClienteDto = z.object({
  id: z.number(),
  texto: z.string(),
  fecha: z.date(),
  autor: z.string(),
});

export const ResultadoAccionClienteDto = z.object({
  candidatoPedidoId: z.number(),
  estado: z.number(),
  estadoEtiqueta: z.string(),
  version: z.number(),
  mensaje: z.string(),
});
export type ResultadoAccionClienteDto = z.infer<typeof ResultadoAccionClienteDto>;

/** Whether the hiring of the order goes through the implementation step. */
export const ImplementacionDto = z.object({ implementacion: z.boolean() });
