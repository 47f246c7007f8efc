import { AreaTexto, notificar } from '@talento/ui';
import { MENSAJES_PERFILES as M, PERFIL_LIMITES } from '@talento/rules';
import { Casilla, Numero, Seccion, Seleccion } from '../comun/campos';
import { useMarca } from '../comun/obligatorio';
import type { PropsSeccion } from './estado';

type Lista = 'profesionesElEmpleo' | 'sectoresElEmpleo' | 'posicionesElEmpleo' | 'areasTrabajoElEmpleo';
const LISTAS: [Lista, string, string][] = [
  ['profesionesElEmpleo', 'profesiones', 'Profesiones'],
  ['sectoresElEmpleo', 'sectores', 'Sectores'],
  ['posicionesElEmpleo', 'posiciones', 'Posiciones'],
  ['areasTrabajoElEmpleo', 'areas_trabajo', 'Áreas de trabajo'],
];
const MAX = PERFIL_LIMITES.maxSeleccionMultiposting;

/** Job-board (multiposting) fields, at most 5 picks per list; stock category; observations. */
export function SeccionMultiposting({ campos: c, cambiar, errores, deshabilitado, catalogos }: PropsSeccion) {
  const o = useMarca();
  const items = (lista: string) => catalogos.elEmpleo.filter((e) => e.lista === lista);
  return (
    <Seccion titulo="Multiposting, stock y observaciones">
      <Seleccion
        etiqueta={`Subnivel${o}`}
        valor={c.subnivelElEmpleo}
        onChange={(subnivelElEmpleo) => cambiar({ subnivelElEmpleo })}
        opciones={items('subniveles').map((e) => ({ valor: e.codigo, etiqueta: e.nombre }))}
        error={errores.subnivelElEmpleo}
        disabled={deshabilitado}
      />
      <Seleccion
        etiqueta={`Categoría de stock${o}`}
        valor={c.categoriaStockId}
        onChange={(v) => {
          const categoria = catalogos.categoriasStock.find((x) => String(x.id) === v);
          cambiar({ categoriaStockId: categoria?.id, vigenciaStock: categoria?.vigencia ?? null });
        }}
        opciones={catalogos.categoriasStock.map((x) => ({ valor: x.id, etiqueta: x.nombre }))}
        error={errores.categoriaStockId}
        disabled={deshabilitado}
      />
      <Numero etiqueta="Vigencia de stock (días)" valor={c.vigenciaStock} min={1} onChange={(vigenciaStock) => cambiar({ vigenciaStock })} error={errores.vigenciaStock} disabled={deshabilitado} />
      {LISTAS.map(([campo, lista, titulo]) => {
        const marcados = c[campo] ?? [];
        return (
          <fieldset key={campo} className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium text-slate-700">
              {titulo} ({marcados.length}/{MAX})
            </legend>
            {items(lista).map((e) => (
              <Casilla
                key={e.codigo}
                etiqueta={e.nombre}
                valor={marcados.includes(e.codigo)}
                disabled={deshabilitado}
                onChange={(v) => {
                  if (v && marcados.length >= MAX) {
                    notificar.aviso(M.maxMultiposting(MAX));
                    return;
                  }
                  cambiar({ [campo]: v ? [...marcados, e.codigo] : marcados.filter((x) => x !== e.codigo) });
                }}
              />
            ))}
            {errores[campo] && <p className="text-xs text-red-600">{errores[campo]}</p>}
          </fieldset>
        );
      })}
      <div className="md:col-span-2 lg:col-span-3">
        <AreaTexto etiqueta="Observaciones" valor={c.observaciones ?? ''} onChange={(observaciones) => cambiar({ observaciones })} error={errores.observaciones} disabled={deshabilitado} />
      </div>
    </Seccion>
  );
}
