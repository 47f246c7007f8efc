import { Link, useSearchParams } from 'react-router';
import { fechaIsoExiste, formatoFecha, hoyIso, lunesDeSemana, sumarDias } from '@talento/rules';
import { Boton, Seleccion, Spinner } from '@talento/ui';
import { trpc } from '../../trpc';
import { CalendarioSemana } from './calendario';

const id = (valor: string | null) => Number(valor) || undefined;

/**
 * `/citas/semana` (read_cita): the appointments of one week in the user's scope, placed by hour in seven columns
 * Monday to Sunday, beside the list (`/dashboard-cita`). Filter by person in charge or branch, move between weeks;
 * a click opens the appointment. Week and filters live in the address (?dia=&encargado=&sucursal=), so reloading
 * or sharing the link shows the same week.
 */
export default function Pagina() {
  const [parametros, setParametros] = useSearchParams();
  const diaPedido = parametros.get('dia');
  const lunes = lunesDeSemana(diaPedido && fechaIsoExiste(diaPedido) ? diaPedido : hoyIso());
  const encargadoId = id(parametros.get('encargado'));
  const sucursalId = id(parametros.get('sucursal'));
  const catalogos = trpc.citas.catalogos.useQuery();
  const semana = trpc.citas.semana.useQuery({
    dia: lunes,
    ...(encargadoId ? { encargadoId } : {}),
    ...(sucursalId ? { sucursalId } : {}),
  });
  const cambiar = (cambio: Record<string, string | undefined>) => {
    const siguiente = new URLSearchParams(parametros);
    for (const [clave, valor] of Object.entries(cambio))
      if (valor) siguiente.set(clave, valor);
      else siguiente.delete(clave);
    setParametros(siguiente, { replace: true });
  };
  const irA = (dia: string) => cambiar({ dia });

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Semana de citas</h1>
          <p className="text-sm text-slate-600" aria-live="polite">
            Semana del {formatoFecha(lunes)} al {formatoFecha(sumarDias(lunes, 6))}
          </p>
        </div>
        <Link to="/dashboard-cita" className="text-sm text-marca-700 underline-offset-2 hover:underline">
          Ver la lista de citas
        </Link>
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <nav aria-label="Semanas" className="flex gap-2">
          <Boton variante="secundario" onClick={() => irA(sumarDias(lunes, -7))}>
            Semana anterior
          </Boton>
          <Boton variante="secundario" onClick={() => irA(lunesDeSemana(hoyIso()))}>
            Esta semana
          </Boton>
          <Boton variante="secundario" onClick={() => irA(sumarDias(lunes, 7))}>
            Semana siguiente
          </Boton>
        </nav>
        <div className="w-64">
          <Seleccion
            etiqueta="Encargado"
            name="encargado"
            valor={encargadoId ?? ''}
            opciones={(catalogos.data?.encargados ?? []).map((e) => ({ valor: e.id, etiqueta: e.nombre }))}
            vacia="Todos"
            disabled={!catalogos.data}
            onChange={(v) => cambiar({ encargado: v })}
          />
        </div>
        <div className="w-56">
          <Seleccion
            etiqueta="Sucursal"
            name="sucursal"
            valor={sucursalId ?? ''}
            opciones={(catalogos.data?.sucursales ?? []).map((s) => ({ valor: s.id, etiqueta: s.nombre }))}
            vacia="Todas"
            disabled={!catalogos.data}
            onChange={(v) => cambiar({ sucursal: v })}
          />
        </div>
      </div>
      {semana.data?.truncada && (
        <p role="status" className="text-sm text-amber-800">
          La semana tiene más citas de las que caben en el calendario: elija un encargado o una sucursal.
        </p>
      )}
      {semana.data ? (
        <div aria-busy={semana.isFetching || undefined}>
          <CalendarioSemana lunes={semana.data.lunes} citas={semana.data.citas} />
          {semana.data.citas.length === 0 && (
            <p className="mt-2 text-sm text-slate-600">No hay citas esta semana.</p>
          )}
        </div>
      ) : semana.isError ? null : (
        <Spinner />
      )}
    </div>
  );
}
