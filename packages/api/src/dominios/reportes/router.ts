import {
  EntradaFilasInforme,
  EntradaIndicadoresValidados,
  EntradaInformeGeneral,
  EntradaValidarIndicador,
} from '@talento/rules';
import { z } from 'zod';
import { clienteProcedure, staffProcedure } from '../../nucleo/procedures';
import { router } from '../../nucleo/trpc';
import { salidaDeLecturaFrecuente } from '../../nucleo/salida-de-lectura-frecuente';
import { filasInforme } from './servicios/filas';
import { exigirClientePropio } from './servicios/alcance';
import { informeGeneral as calcularInforme } from './servicios/informe';
import { buscarPeriodo, listarValidados, validarIndicador } from './servicios/validar';
import { listarPsicologos } from './servicios/psicologos';
import { recalcularHoy as calcularHoy } from './servicios/recalcular-hoy';
import {
  FilasInformeDto,
  InformeGeneralDto,
  ListaValidadosDto,
  PeriodoValidarDto,
  PsicologosDto,
  RecalculoHoyDto,
  ValidacionDto,
} from './dto';

/** Any of the three scopes of spec 03 §6 opens the report; the service applies the scope of the flags the user has. */
const lectura = staffProcedure('read_reportesOperaciones_todos', {
  alcanceCliente: true,
  alternativas: ['read_reportesOperaciones_gerente_operaciones', 'read_reportesOperaciones_clientes'],
});

/** INFORME GENERAL (/reporte-operaciones): months, weeks, moving average, service level; `calculando` while computing. */
const informeGeneral = lectura
  .input(EntradaInformeGeneral)
  .output(salidaDeLecturaFrecuente(InformeGeneralDto))
  .query(({ ctx, input }) => calcularInforme(ctx.em, ctx.sesion.usuario, input, ctx.now()));

/**
 * The orders or candidates behind one number of the report (same scope and filters), 20 per page; for a validated
 * week of the branch the rows frozen with its figures (today's with `actuales`).
 */
const filas = lectura
  .input(EntradaFilasInforme)
  .output(FilasInformeDto)
  .query(({ ctx, input }) => filasInforme(ctx.em, ctx.sesion.usuario, input));

/**
 * "Recalcular ahora" (/reporte-operaciones): today's figures computed at once (the job refreshes them every 10 minutes),
 * so a figure and the rows it opens agree. Whoever reads the report may ask; it recomputes the whole day, shows nothing.
 */
const recalcularHoy = lectura
  .input(z.undefined())
  .output(RecalculoHoyDto)
  .mutation(({ ctx }) => calcularHoy(ctx.em, ctx.now()));

/** "Validar" (/reporte-operaciones/validar-informe): freezes a branch's week; the date only with change_E2/change_encargado. */
const validar = staffProcedure('read_reportesOperaciones_todos', { alcanceCliente: true })
  .input(EntradaValidarIndicador)
  .output(ValidacionDto)
  .mutation(({ ctx, input }) => validarIndicador(ctx.em, ctx.sesion.usuario, input, ctx.now()));

/** "Buscar" (/reporte-operaciones/validar-informe): the week's figures as "Validar" would freeze them, and its validation. */
const periodoValidar = staffProcedure('read_reportesOperaciones_todos', { alcanceCliente: true })
  .input(EntradaValidarIndicador)
  .output(PeriodoValidarDto)
  .query(({ ctx, input }) => buscarPeriodo(ctx.em, ctx.sesion.usuario, input, ctx.now()));

/** Validated weeks, newest first. */
const validados = staffProcedure('read_reportesOperaciones_todos', { alcanceCliente: false })
  .input(EntradaIndicadoresValidados.default({ pagina: 1 }))
  .output(ListaValidadosDto)
  .query(({ ctx, input }) => listarValidados(ctx.em, ctx.sesion.usuario, input));

/** Options of the psychologist filter (the screen shows it only when `informeGeneral.filtros.psicologo`). */
const psicologos = lectura
  .output(PsicologosDto)
  .query(({ ctx }) => listarPsicologos(ctx.em, ctx.sesion.usuario));

/** The client portal's report: same computation, the user's own companies only (another company's id is refused). */
const informeCliente = clienteProcedure('read_reportesOperaciones_clientes')
  .input(EntradaInformeGeneral)
  .output(salidaDeLecturaFrecuente(InformeGeneralDto))
  .query(({ ctx, input }) => {
    exigirClientePropio(ctx.sesion.usuario, input.clienteId);
    return calcularInforme(ctx.em, ctx.sesion.usuario, input, ctx.now());
  });

/** `reportes.*`: the operations report (spec 03 §2, §3, §9; spec 02 §9; issue 19). */
export const reportesRouter = router({
  informeGeneral,
  recalcularHoy,
  filas,
  psicologos,
  periodoValidar,
  validar,
  validados,
  informeCliente,
});
