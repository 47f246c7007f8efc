import { AreaTexto, notificar } from '@talento/ui';
import { MENSAJES_PERFILES as M, PERFIL_LIMITES, esTipoPerfilAdministrativo } from '@talento/rules';
import { Casilla, Seccion } from '../comun/campos';
import type { PropsSeccion } from './estado';

interface Props extends PropsSeccion {
  /** Only a selection psychologist sets competencies; others see them read-only. */
  puedeCompetencias: boolean;
}

const alternar = (ids: readonly number[], id: number, marcar: boolean) => (marcar ? [...ids, id] : ids.filter((x) => x !== id));

function Casillas({ titulo, items, marcados, onChange, disabled }: { titulo: string; items: { id: number; nombre: string }[]; marcados: readonly number[]; onChange: (id: number, v: boolean) => void; disabled: boolean }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{titulo}</legend>
      {items.map((i) => (
        <Casilla key={i.id} etiqueta={i.nombre} valor={marcados.includes(i.id)} onChange={(v) => onChange(i.id, v)} disabled={disabled} />
      ))}
    </fieldset>
  );
}

/** Aptitudes, risks, competencies and sub-competencies (administrative types, limits from the orders config) and values. */
export function SeccionCaracteristicas({ campos: c, cambiar, errores, deshabilitado, catalogos, puedeCompetencias }: Props) {
  const { limites } = catalogos;
  const caracteristicas = c.caracteristicas ?? [];
  const competencias = c.competencias ?? [];
  const valores = c.valores ?? [];
  const porTipo = (tipo: number) => catalogos.caracteristicas.filter((x) => x.tipo === tipo);
  const marcarCaracteristica = (id: number, v: boolean) => cambiar({ caracteristicas: alternar(caracteristicas, id, v) });
  const padres = catalogos.competencias.filter((x) => x.padreId === null);
  const padreDe = new Map(catalogos.competencias.map((x) => [x.id, x.padreId]));
  const administrativo = esTipoPerfilAdministrativo(c.tipo);
  const aviso = c.tipo === null || c.tipo === undefined ? M.tipoPruebaPrimero : !administrativo ? M.soloAdministrativo : null;
  const editablesCompetencias = !deshabilitado && puedeCompetencias && aviso === null;

  const marcarCompetencia = (id: number, v: boolean) => {
    const esPadre = padreDe.get(id) === null;
    const mismos = competencias.filter((x) => (padreDe.get(x) === null) === esPadre).length;
    const max = esPadre ? limites.maxCompetencias : limites.maxSubCompetencias;
    if (v && mismos >= max) {
      notificar.aviso(M.maxSeleccion(max, esPadre ? 'competencias' : 'subcompetencias'));
      return;
    }
    // Unticking a parent also unticks its sub-competencies.
    const sin = v ? competencias : competencias.filter((x) => x !== id && padreDe.get(x) !== id);
    cambiar({ competencias: v ? [...sin, id] : sin });
  };
  const marcarValor = (id: number, v: boolean) => {
    if (v && valores.length >= limites.maxValores) {
      notificar.aviso(M.maxSeleccion(limites.maxValores, 'valores'));
      return;
    }
    cambiar({ valores: alternar(valores, id, v) });
  };

  const grupos: (typeof padres)[] = [];
  for (let i = 0; i < padres.length; i += PERFIL_LIMITES.competenciasPorGrupo) grupos.push(padres.slice(i, i + PERFIL_LIMITES.competenciasPorGrupo));

  return (
    <>
      <Seccion titulo="Aptitudes y riesgos">
        <Casillas titulo="Aptitudes y actitudes" items={porTipo(2)} marcados={caracteristicas} onChange={marcarCaracteristica} disabled={deshabilitado} />
        <Casillas titulo="Competencias generales" items={porTipo(1)} marcados={caracteristicas} onChange={marcarCaracteristica} disabled={deshabilitado} />
        <Casillas titulo="Riesgos" items={porTipo(0)} marcados={caracteristicas} onChange={marcarCaracteristica} disabled={deshabilitado} />
        <div className="md:col-span-2 lg:col-span-3">
          <AreaTexto etiqueta="Otras actitudes (separadas por coma)" valor={c.otrasActitudes ?? ''} onChange={(otrasActitudes) => cambiar({ otrasActitudes })} error={errores.otrasActitudes} disabled={deshabilitado} />
        </div>
      </Seccion>
      <Seccion titulo="Competencias" columnas={false}>
        <p className="mb-3 text-xs text-slate-500">
          Máximo {limites.maxCompetencias} competencias y {limites.maxSubCompetencias} subcompetencias.
          {!puedeCompetencias && ' Solo un psicólogo de selección puede modificarlas.'}
        </p>
        {aviso && <p className="mb-3 text-sm text-amber-700">{aviso}</p>}
        {errores.competencias && <p className="mb-3 text-xs text-red-600" role="alert">{errores.competencias}</p>}
        <div className="flex flex-col gap-4">
          {grupos.map((grupo, g) => (
            <div key={g} className="grid grid-cols-1 gap-4 md:grid-cols-3">
              {grupo.map((padre) => (
                <div key={padre.id} className="flex flex-col gap-1 rounded-md border border-slate-200 p-3">
                  <Casilla etiqueta={padre.nombre} valor={competencias.includes(padre.id)} onChange={(v) => marcarCompetencia(padre.id, v)} disabled={!editablesCompetencias} />
                  {competencias.includes(padre.id) && (
                    <div className="ml-6 flex flex-col gap-1">
                      {catalogos.competencias.filter((s) => s.padreId === padre.id).map((s) => (
                        <Casilla key={s.id} etiqueta={s.nombre} valor={competencias.includes(s.id)} onChange={(v) => marcarCompetencia(s.id, v)} disabled={!editablesCompetencias} />
                      ))}
                    </div>
                  )}
                </div>
              ))}
            </div>
          ))}
        </div>
      </Seccion>
      <Seccion titulo="Valores" columnas={false}>
        <p className="mb-3 text-xs text-slate-500">Entre {limites.minValores} y {limites.maxValores} valores.</p>
        {errores.valores && <p className="mb-3 text-xs text-red-600" role="alert">{errores.valores}</p>}
        <div className="grid grid-cols-1 gap-2 md:grid-cols-3">
          {catalogos.valores.map((v) => (
            <Casilla key={v.id} etiqueta={v.nombre} valor={valores.includes(v.id)} onChange={(x) => marcarValor(v.id, x)} disabled={deshabilitado} />
          ))}
        </div>
      </Seccion>
    </>
  );
}
