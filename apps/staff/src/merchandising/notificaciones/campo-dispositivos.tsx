import { MENSAJES_NOTIFICACIONES as M } from '@talento/rules';
import { Casilla, Spinner } from '@talento/ui';
import type { DispositivoElegible } from './tipos';

/**
 * Multi-select of the eligible devices (username, device id, first and last name), as a group of checkboxes with
 * "Todos"; the note says who is listed. The list comes from the server, which checks it again on sending.
 */
export function CampoDispositivos({
  dispositivos,
  cargando,
  valor,
  onChange,
  error,
}: {
  dispositivos: DispositivoElegible[] | undefined;
  cargando: boolean;
  valor: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}) {
  const lista = dispositivos ?? [];
  const todos = lista.length > 0 && lista.every((d) => valor.includes(d.id));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'dispositivos-error' : undefined}>
      <legend className="text-sm font-medium text-slate-700">
        Dispositivos <span aria-hidden="true">*</span>
      </legend>
      <p className="text-xs text-slate-600">{M.nota}</p>
      {cargando ? (
        <Spinner />
      ) : dispositivos === undefined ? null : lista.length === 0 ? (
        <p className="text-sm text-slate-700">{M.sinDispositivos}</p>
      ) : (
        <>
          <Casilla
            etiqueta="Todos"
            valor={todos}
            onChange={(v) => onChange(v ? lista.map((d) => d.id) : [])}
          />
          <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto rounded border border-slate-200 p-2">
            {lista.map((d) => (
              <li key={d.id}>
                <Casilla
                  etiqueta={`${d.username} · ${d.deviceId} · ${d.nombre} ${d.apellido}`}
                  valor={valor.includes(d.id)}
                  onChange={(v) => onChange(v ? [...valor, d.id] : valor.filter((x) => x !== d.id))}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {error && (
        <p id="dispositivos-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
