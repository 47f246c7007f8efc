import { formatoFecha, MENSAJES_REPORTES as M } from '@talento/rules';
import type { ValidacionDeFilas } from './tipos';

/**
 * Above the rows behind a validated week's figure: whose frozen rows they are («Filas congeladas el … por …») or that
 * they are today's, and the switch between both, so today's rows can explain the difference beside the figure. A week
 * validated before rows were frozen has only today's: it says so, with no switch.
 */
export function AvisoFilasValidadas({
  validacion,
  congeladas,
  onCambiar,
}: {
  validacion: ValidacionDeFilas;
  congeladas: boolean;
  onCambiar: () => void;
}) {
  const fecha = formatoFecha(validacion.validadoEn);
  if (!validacion.filasCongeladas) {
    return (
      <p className="text-sm text-amber-800" data-testid="aviso-filas-validadas">
        {M.filasSinCongelar(fecha, validacion.validadoPor)}
      </p>
    );
  }
  return (
    <p
      className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700"
      data-testid="aviso-filas-validadas"
    >
      <span>
        {congeladas
          ? M.filasCongeladas(fecha, validacion.validadoPor)
          : M.filasDeHoy(fecha, validacion.validadoPor)}
      </span>
      <button
        type="button"
        className="font-medium text-marca-700 underline-offset-2 hover:underline"
        onClick={onCambiar}
      >
        {congeladas ? 'Ver filas de hoy' : 'Ver filas congeladas'}
      </button>
    </p>
  );
}
