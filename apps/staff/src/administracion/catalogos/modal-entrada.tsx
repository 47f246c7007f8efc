import { Controller, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  CAMPOS_CATALOGO_ADMIN,
  CATALOGOS_ADMIN,
  ESTADO_CITA_LISTA,
  type CampoCatalogoAdmin,
  type ClaveCatalogoAdmin,
  MENSAJES_CATALOGOS_ADMIN as M,
} from '@talento/rules';
import {
  alFallarFormulario,
  CampoCatalogo,
  CampoNumero,
  CampoTexto,
  Casilla,
  Dato,
  Modal,
  notificar,
  PieFormulario,
  propsDeControl,
  Seleccion,
  useFormulario,
} from '@talento/ui';
import { useBuscadores } from '../../catalogos/buscadores';
import { trpc } from '../../trpc';
import type { EntradaCatalogo } from './tipos';

type Valores = Record<string, unknown>;
type EntradaGuardar = Parameters<
  ReturnType<typeof trpc.administracion.catalogos.guardar.useMutation>['mutate']
>[0];

const LISTAS_ESTADO = ESTADO_CITA_LISTA.opciones.map((o) => ({ valor: o.valor, etiqueta: o.etiqueta }));

/** A new entry's empty form: text '', numbers empty (the schema asks for them), boxes off, order 0. */
function valoresIniciales(campos: readonly CampoCatalogoAdmin[]): Valores {
  return Object.fromEntries(
    campos.map((c) => [
      c.nombre,
      c.tipo === 'casilla' ? false : c.tipo === 'texto' ? '' : c.nombre === 'orden' ? 0 : null,
    ]),
  );
}

/** A read-only value of the edit form (a box as Sí/No). */
function valorSoloLectura(v: EntradaCatalogo['valores'][string] | undefined): string {
  if (typeof v === 'boolean') return v ? 'Sí' : 'No';
  return v === null || v === undefined ? '' : String(v);
}

/**
 * Create or edit an entry of one catalogue: the fields come from CATALOGOS_ADMIN, the validation from the same
 * schema the server uses (CAMPOS_CATALOGO_ADMIN). A locked entry keeps its name (and its list); an order type keeps
 * its code. Values another process owns (a position's "existe en el ERP") are shown, never sent.
 */
export function ModalEntrada({
  clave,
  entrada,
  onCerrar,
}: {
  clave: ClaveCatalogoAdmin;
  entrada: EntradaCatalogo | null;
  onCerrar: () => void;
}) {
  const definicion = CATALOGOS_ADMIN[clave];
  const utils = trpc.useUtils();
  const buscadores = useBuscadores();
  const conCategorias = definicion.campos.some((c) => c.tipo === 'tipoNovedad');
  const categorias = trpc.administracion.catalogos.listar.useQuery(
    { catalogo: 'tiposNovedad' },
    { enabled: conCategorias },
  );
  // One generic form for every catalogue: the schema decides the shape.
  const esquema = CAMPOS_CATALOGO_ADMIN[clave] as unknown as z.ZodType<FieldValues, FieldValues>;
  const { control, register, handleSubmit, setError, formState, refFormulario } = useFormulario(esquema, {
    defaultValues: entrada
      ? Object.fromEntries(
          definicion.campos.map((c) => [
            c.nombre,
            c.tipo === 'texto' ? (entrada.valores[c.nombre] ?? '') : entrada.valores[c.nombre],
          ]),
        )
      : valoresIniciales(definicion.campos),
  });
  const guardar = trpc.administracion.catalogos.guardar.useMutation({
    onSuccess: () => {
      notificar.exito(M.guardada);
      void utils.administracion.catalogos.listar.invalidate();
      onCerrar();
    },
    onError: alFallarFormulario(setError),
  });
  const enviar = handleSubmit((campos) =>
    guardar.mutate({
      ...campos,
      catalogo: clave,
      ...(entrada ? { id: entrada.id, version: entrada.version } : {}),
    } as EntradaGuardar),
  );
  const error = (nombre: string) => {
    const e = formState.errors[nombre];
    return typeof e?.message === 'string' ? e.message : undefined;
  };
  const bloqueado = (c: CampoCatalogoAdmin) =>
    (entrada !== null && c.fijo === true) ||
    (entrada?.bloqueo != null && (c.nombre === 'nombre' || c.tipo === 'listaEstadoCita'));
  const opcionesCategoria = (categorias.data?.entradas ?? [])
    .filter((t) => t.activo || t.id === entrada?.valores.tipoNovedadId)
    .map((t) => ({ valor: t.id, etiqueta: String(t.valores.nombre) }));

  const campo = (c: CampoCatalogoAdmin) => {
    const deshabilitado = bloqueado(c);
    switch (c.tipo) {
      case 'texto':
        return (
          <div key={c.nombre} className="flex flex-col gap-1">
            <CampoTexto
              etiqueta={c.etiqueta}
              requerido={c.requerido}
              maxLength={c.max}
              disabled={deshabilitado}
              aria-describedby={c.ayuda ? `ayuda-${c.nombre}` : undefined}
              {...register(c.nombre)}
              error={error(c.nombre)}
            />
            {c.ayuda && (
              <p id={`ayuda-${c.nombre}`} className="text-xs text-slate-600">
                {c.ayuda}
              </p>
            )}
          </div>
        );
      case 'entero':
        return (
          <Controller
            key={c.nombre}
            control={control}
            name={c.nombre}
            render={(r) => (
              <CampoNumero
                etiqueta={c.etiqueta}
                requerido={c.requerido}
                vacio={null}
                disabled={deshabilitado}
                {...propsDeControl(r)}
              />
            )}
          />
        );
      case 'casilla':
        return (
          <Controller
            key={c.nombre}
            control={control}
            name={c.nombre}
            render={(r) => (
              <Casilla
                etiqueta={c.etiqueta}
                valor={r.field.value === true}
                onChange={(v) => r.field.onChange(v)}
                disabled={deshabilitado}
              />
            )}
          />
        );
      case 'ciudad':
        return (
          <CampoCatalogo
            key={c.nombre}
            control={control}
            name={c.nombre}
            etiqueta={c.etiqueta}
            requerido={c.requerido}
            buscar={buscadores.ciudades}
            minCaracteres={3}
            inicial={
              entrada && typeof entrada.valores.ciudadId === 'number'
                ? { id: entrada.valores.ciudadId, etiqueta: String(entrada.valores.ciudadNombre) }
                : null
            }
          />
        );
      case 'tipoNovedad':
      case 'listaEstadoCita':
        return (
          <Controller
            key={c.nombre}
            control={control}
            name={c.nombre}
            render={(r) => (
              <Seleccion
                etiqueta={c.etiqueta}
                requerido={c.requerido}
                disabled={deshabilitado}
                {...propsDeControl(r)}
                valor={r.field.value as number | null}
                onChange={(v) => r.field.onChange(v === '' ? null : Number(v))}
                opciones={c.tipo === 'tipoNovedad' ? opcionesCategoria : LISTAS_ESTADO}
              />
            )}
          />
        );
    }
  };

  const articulo = definicion.femenino ? 'Nueva' : 'Nuevo';
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo={entrada ? `Editar ${definicion.singular}` : `${articulo} ${definicion.singular}`}
    >
      <form
        ref={refFormulario}
        noValidate
        aria-label={definicion.titulo}
        className="flex flex-col gap-4"
        onSubmit={(e) => void enviar(e)}
      >
        {entrada?.bloqueo && (
          <p className="rounded bg-amber-50 p-2 text-sm text-amber-900">
            {M.bloqueadoRenombrar(entrada.bloqueo)}.
          </p>
        )}
        {definicion.campos.map(campo)}
        {entrada &&
          definicion.soloLectura?.map((d) => (
            <div key={d.nombre} className="flex flex-col gap-1">
              <Dato etiqueta={d.etiqueta}>{valorSoloLectura(entrada.valores[d.nombre])}</Dato>
              <p className="text-xs text-slate-600">{d.ayuda}</p>
            </div>
          ))}
        <PieFormulario texto="Guardar" onCancelar={onCerrar} cargando={guardar.isPending} />
      </form>
    </Modal>
  );
}
