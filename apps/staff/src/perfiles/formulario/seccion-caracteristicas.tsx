import { Controller, useWatch } from 'react-hook-form';
import { GrupoOpciones, notificar } from '@talento/ui';
import { MENSAJES_PERFILES as M, PERFIL_LIMITES, esTipoPerfilAdministrativo } from '@talento/rules';
import { Casilla, Seccion } from '../comun/campos';
import { AreaPerfil, useFormularioPerfil } from './campos-perfil';
import type { PropsSeccion } from './estado';

interface Props extends PropsSeccion {
  /** Only a selection psychologist sets competencies; others see them read-only. */
  puedeCompetencias: boolean;
}

const alternar = (ids: readonly number[], id: number, marcar: boolean) =>
  marcar ? [...ids, id] : ids.filter((x) => x !== id);
const ids = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];

function Casillas({
  titulo,
  items,
  marcados,
  onChange,
  disabled = false,
}: {
  titulo: string;
  items: { id: number; nombre: string }[];
  marcados: readonly number[];
  onChange: (id: number, v: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{titulo}</legend>
      {items.map((i) => (
        <Casilla
          key={i.id}
          etiqueta={i.nombre}
          valor={marcados.includes(i.id)}
          onChange={(v) => onChange(i.id, v)}
          disabled={disabled}
        />
      ))}
    </fieldset>
  );
}

/** Aptitudes, risks, competencies and sub-competencies (administrative types, limits from the orders config) and values. */
export function SeccionCaracteristicas({ catalogos, puedeCompetencias }: Props) {
  const { limites } = catalogos;
  const { control } = useFormularioPerfil();
  const tipo = useWatch({ control, name: 'tipo' });
  const porTipo = (t: number) => catalogos.caracteristicas.filter((x) => x.tipo === t);
  const padres = catalogos.competencias.filter((x) => x.padreId === null);
  const padreDe = new Map(catalogos.competencias.map((x) => [x.id, x.padreId]));
  const administrativo = esTipoPerfilAdministrativo(tipo);
  const aviso =
    tipo === null || tipo === undefined ? M.tipoPruebaPrimero : !administrativo ? M.soloAdministrativo : null;
  const editablesCompetencias = puedeCompetencias && aviso === null;

  const grupos: (typeof padres)[] = [];
  for (let i = 0; i < padres.length; i += PERFIL_LIMITES.competenciasPorGrupo)
    grupos.push(padres.slice(i, i + PERFIL_LIMITES.competenciasPorGrupo));

  return (
    <>
      <Seccion titulo="Aptitudes y riesgos">
        <Controller
          control={control}
          name="caracteristicas"
          render={({ field }) => {
            const marcados = ids(field.value);
            const marcar = (id: number, v: boolean) => field.onChange(alternar(marcados, id, v));
            return (
              <>
                <Casillas
                  titulo="Aptitudes y actitudes"
                  items={porTipo(2)}
                  marcados={marcados}
                  onChange={marcar}
                />
                <Casillas
                  titulo="Competencias generales"
                  items={porTipo(1)}
                  marcados={marcados}
                  onChange={marcar}
                />
                <Casillas titulo="Riesgos" items={porTipo(0)} marcados={marcados} onChange={marcar} />
              </>
            );
          }}
        />
        <div className="md:col-span-2 lg:col-span-3">
          <AreaPerfil nombre="otrasActitudes" etiqueta="Otras actitudes (separadas por coma)" />
        </div>
      </Seccion>
      <Seccion titulo="Competencias" columnas={false}>
        <p className="mb-3 text-xs text-slate-500">
          Máximo {limites.maxCompetencias} competencias y {limites.maxSubCompetencias} subcompetencias.
          {!puedeCompetencias && ' Solo un psicólogo de selección puede modificarlas.'}
        </p>
        {aviso && <p className="mb-3 text-sm text-amber-700">{aviso}</p>}
        <Controller
          control={control}
          name="competencias"
          render={({ field, fieldState }) => {
            const competencias = ids(field.value);
            const marcar = (id: number, v: boolean) => {
              const esPadre = padreDe.get(id) === null;
              const mismos = competencias.filter((x) => (padreDe.get(x) === null) === esPadre).length;
              const max = esPadre ? limites.maxCompetencias : limites.maxSubCompetencias;
              if (v && mismos >= max) {
                notificar.aviso(M.maxSeleccion(max, esPadre ? 'competencias' : 'subcompetencias'));
                return;
              }
              // Unticking a parent also unticks its sub-competencies.
              const sin = v ? competencias : competencias.filter((x) => x !== id && padreDe.get(x) !== id);
              field.onChange(v ? [...sin, id] : sin);
            };
            return (
              <GrupoOpciones
                leyenda="Competencias"
                leyendaOculta
                error={fieldState.error?.message}
                ref={field.ref}
              >
                {(aria) => (
                  <div className="flex flex-col gap-4">
                    {grupos.map((grupo, g) => (
                      <div key={g} className="grid grid-cols-1 gap-4 md:grid-cols-3">
                        {grupo.map((padre) => (
                          <div
                            key={padre.id}
                            className="flex flex-col gap-1 rounded-md border border-slate-200 p-3"
                          >
                            <Casilla
                              {...aria}
                              etiqueta={padre.nombre}
                              valor={competencias.includes(padre.id)}
                              onChange={(v) => marcar(padre.id, v)}
                              disabled={!editablesCompetencias}
                            />
                            {competencias.includes(padre.id) && (
                              <div className="ml-6 flex flex-col gap-1">
                                {catalogos.competencias
                                  .filter((s) => s.padreId === padre.id)
                                  .map((s) => (
                                    <Casilla
                                      key={s.id}
                                      {...aria}
                                      etiqueta={s.nombre}
                                      valor={competencias.includes(s.id)}
                                      onChange={(v) => marcar(s.id, v)}
                                      disabled={!editablesCompetencias}
                                    />
                                  ))}
                              </div>
                            )}
                          </div>
                        ))}
                      </div>
                    ))}
                  </div>
                )}
              </GrupoOpciones>
            );
          }}
        />
      </Seccion>
      <Seccion titulo="Valores" columnas={false}>
        <p className="mb-3 text-xs text-slate-500">
          Entre {limites.minValores} y {limites.maxValores} valores.
        </p>
        <Controller
          control={control}
          name="valores"
          render={({ field, fieldState }) => {
            const valores = ids(field.value);
            const marcar = (id: number, v: boolean) => {
              if (v && valores.length >= limites.maxValores) {
                notificar.aviso(M.maxSeleccion(limites.maxValores, 'valores'));
                return;
              }
              field.onChange(alternar(valores, id, v));
            };
            return (
              <GrupoOpciones
                leyenda="Valores"
                leyendaOculta
                error={fieldState.error?.message}
                ref={field.ref}
              >
                {(aria) => (
                  <div className="grid grid-cols-1 gap-2 md:grid-cols-3">
                    {catalogos.valores.map((v) => (
                      <Casilla
                        key={v.id}
                        {...aria}
                        etiqueta={v.nombre}
                        valor={valores.includes(v.id)}
                        onChange={(x) => marcar(v.id, x)}
                      />
                    ))}
                  </div>
                )}
              </GrupoOpciones>
            );
          }}
        />
      </Seccion>
    </>
  );
}
