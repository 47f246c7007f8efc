import { Seccion } from '@talento/ui';
import { formatoDinero, formatoFecha } from '@talento/rules';
import { Lista } from './dato';
import type { ResumenHv } from './tipos';

type Experiencia = ResumenHv['experiencias'][number];

export const periodo = (inicio: string | null, fin: string | null, actual: boolean) =>
  `${formatoFecha(inicio) || '¿?'} – ${actual ? 'Actual' : formatoFecha(fin) || '¿?'}`;

export function FilaExperiencia({ e, ultima }: { e: Experiencia; ultima: boolean }) {
  const extra = [e.tipoContrato, e.horario, e.turno].filter(Boolean).join(' · ');
  return (
    <div>
      <p className="font-medium text-slate-800">
        {e.cargo} · {e.empresa}
        {ultima && (
          <span className="ml-2 rounded bg-marca-100 px-2 py-0.5 text-xs text-marca-700">
            Última experiencia
          </span>
        )}
      </p>
      <p className="text-slate-600">
        {periodo(e.fechaIngreso, e.fechaRetiro, e.actual)}
        {e.salarioFinal !== null && ` · Salario final ${formatoDinero(e.salarioFinal)}`}
        {e.motivoRetiro && ` · Retiro: ${e.motivoRetiro}`}
      </p>
      {extra && <p className="text-slate-600">{extra}</p>}
      {(e.jefeInmediato || e.telefonoEmpresa) && (
        <p className="text-slate-600">
          Jefe inmediato: {e.jefeInmediato ?? 'No Registra'} · Teléfono: {e.telefonoEmpresa ?? 'No Registra'}
        </p>
      )}
      {e.funciones && <p className="mt-1 whitespace-pre-wrap text-slate-700">{e.funciones}</p>}
      <p className="mt-1 text-xs text-slate-400">Origen: {e.origen}</p>
    </div>
  );
}

/** Work experiences, latest first (by fecha_retiro; a current job first). */
export function SeccionExperiencia({ hv }: { hv: ResumenHv }) {
  return (
    <Seccion titulo="Experiencia laboral">
      <Lista
        titulo="Experiencias"
        filas={hv.experiencias}
        render={(e) => <FilaExperiencia e={e} ultima={e.id === hv.ultimaExperienciaId} />}
      />
    </Seccion>
  );
}
