import { Controller } from 'react-hook-form';
import { GrupoOpciones, notificar } from '@talento/ui';
import { MENSAJES_PERFILES as M, PERFIL_LIMITES } from '@talento/rules';
import { Casilla, Seccion } from '../comun/campos';
import { useMarca } from '../comun/obligatorio';
import { AreaPerfil, NumeroPerfil, SeleccionPerfil, useFormularioPerfil } from './campos-perfil';
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
export function SeccionMultiposting({ catalogos }: PropsSeccion) {
  const o = useMarca();
  const { control, setValue } = useFormularioPerfil();
  const items = (lista: string) => catalogos.elEmpleo.filter((e) => e.lista === lista);
  return (
    <Seccion titulo="Multiposting, stock y observaciones">
      <SeleccionPerfil
        nombre="subnivelElEmpleo"
        etiqueta={`Subnivel${o}`}
        texto
        vacio=""
        opciones={items('subniveles').map((e) => ({ valor: e.codigo, etiqueta: e.nombre }))}
      />
      <SeleccionPerfil
        nombre="categoriaStockId"
        etiqueta={`Categoría de stock${o}`}
        opciones={catalogos.categoriasStock.map((x) => ({ valor: x.id, etiqueta: x.nombre }))}
        // The category brings its validity (days), which the user may still change.
        alCambiar={(id) =>
          setValue('vigenciaStock', catalogos.categoriasStock.find((x) => x.id === id)?.vigencia ?? null, {
            shouldDirty: true,
          })
        }
      />
      <NumeroPerfil nombre="vigenciaStock" etiqueta="Vigencia de stock (días)" min={1} />
      {LISTAS.map(([campo, lista, titulo]) => (
        <Controller
          key={campo}
          control={control}
          name={campo}
          render={({ field, fieldState }) => {
            const marcados = Array.isArray(field.value) ? field.value : [];
            return (
              <GrupoOpciones
                leyenda={`${titulo} (${marcados.length}/${MAX})`}
                error={fieldState.error?.message}
                ref={field.ref}
              >
                {(aria) =>
                  items(lista).map((e) => (
                    <Casilla
                      key={e.codigo}
                      {...aria}
                      etiqueta={e.nombre}
                      valor={marcados.includes(e.codigo)}
                      onChange={(v) => {
                        if (v && marcados.length >= MAX) {
                          notificar.aviso(M.maxMultiposting(MAX));
                          return;
                        }
                        field.onChange(v ? [...marcados, e.codigo] : marcados.filter((x) => x !== e.codigo));
                      }}
                    />
                  ))
                }
              </GrupoOpciones>
            );
          }}
        />
      ))}
      <div className="md:col-span-2 lg:col-span-3">
        <AreaPerfil nombre="observaciones" etiqueta="Observaciones" />
      </div>
    </Seccion>
  );
}
