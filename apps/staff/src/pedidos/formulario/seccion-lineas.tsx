import { useCallback } from 'react';
import { Boton, CampoTexto, Typeahead, type OpcionTypeahead } from '@talento/ui';
import { PEDIDO_LIMITES } from '@talento/rules';
import { trpc } from '../../trpc';
import type { PropsSeccion } from './campos';
import { lineaVacia, type LineaForm } from './estado';

/**
 * City lines: each one is its own order row (the first on the order itself, the others as child lines
 * 112 of a multi-city order 111). Per line: city (typeahead from 3 characters), vacancies, cost
 * centre, address and the person who authorises entry.
 */
export function SeccionLineas({ estado, cambiar, errores, deshabilitado }: PropsSeccion) {
  const utils = trpc.useUtils();
  const buscarCiudades = useCallback(
    async (texto: string): Promise<OpcionTypeahead[]> =>
      (await utils.catalogos.ciudades.fetch({ texto })).map((c) => ({
        id: c.id,
        etiqueta: c.nombre,
        detalle: c.departamento,
      })),
    [utils],
  );
  const cambiarLinea = (i: number, parcial: Partial<LineaForm>) =>
    cambiar({ lineas: estado.lineas.map((l, j) => (j === i ? { ...l, ...parcial } : l)) });
  const quitar = (i: number) => cambiar({ lineas: estado.lineas.filter((_, j) => j !== i) });
  const e = (i: number, campo: string) =>
    errores[`lineas.${i}.${campo}`] ?? (campo === 'ciudadId' ? errores[`lineas.${i}.id`] : undefined);

  return (
    <section className="rounded-lg bg-white p-5 shadow-sm">
      <div className="mb-4 flex items-center justify-between">
        <h2 className="text-base font-semibold text-slate-800">Ciudades</h2>
        {!deshabilitado && (
          <Boton variante="secundario" onClick={() => cambiar({ lineas: [...estado.lineas, lineaVacia()] })}>
            Agregar ciudad
          </Boton>
        )}
      </div>
      {errores.lineas && <p className="mb-2 text-xs text-red-600">{errores.lineas}</p>}
      <ol className="flex flex-col gap-4">
        {estado.lineas.map((l, i) => (
          <li key={l.clave} data-testid={`linea-${i}`} className="rounded-md border border-slate-200 p-4">
            <div className="mb-3 flex items-center justify-between">
              <span className="text-sm font-medium text-slate-600">
                {i === 0 ? 'Ciudad principal' : `Ciudad ${i + 1}`}
              </span>
              {i > 0 && !deshabilitado && (
                <Boton variante="texto" onClick={() => quitar(i)}>
                  Quitar ciudad
                </Boton>
              )}
            </div>
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
              <Typeahead
                etiqueta="Ciudad"
                name={`ciudad-${i}`}
                valor={l.ciudad}
                onChange={(ciudad) => cambiarLinea(i, { ciudad })}
                buscar={buscarCiudades}
                minCaracteres={PEDIDO_LIMITES.minCaracteresBusquedaCiudad}
                error={e(i, 'ciudadId')}
                disabled={deshabilitado}
              />
              <CampoTexto
                etiqueta="Vacantes"
                inputMode="numeric"
                value={l.vacantes}
                onChange={(ev) => cambiarLinea(i, { vacantes: ev.target.value })}
                error={e(i, 'vacantes')}
                disabled={deshabilitado}
              />
              <CampoTexto
                etiqueta="Centro de costo"
                maxLength={100}
                value={l.centroCosto}
                onChange={(ev) => cambiarLinea(i, { centroCosto: ev.target.value })}
                error={e(i, 'centroCosto')}
                disabled={deshabilitado}
              />
              <CampoTexto
                etiqueta="Dirección donde presentarse"
                maxLength={300}
                value={l.direccionPresentarse}
                onChange={(ev) => cambiarLinea(i, { direccionPresentarse: ev.target.value })}
                error={e(i, 'direccionPresentarse')}
                disabled={deshabilitado}
              />
              <CampoTexto
                etiqueta="Persona que autoriza el ingreso"
                maxLength={200}
                value={l.personaAutorizaIngreso}
                onChange={(ev) => cambiarLinea(i, { personaAutorizaIngreso: ev.target.value })}
                error={e(i, 'personaAutorizaIngreso')}
                disabled={deshabilitado}
              />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
