import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  CamposConcepto,
  formatoDinero,
  preguntaLimiteConcepto,
  type CamposConcepto as Concepto,
} from '@talento/rules';
import {
  Boton,
  CampoDinero,
  columnasDe,
  DialogoConfirmacion,
  mostrarError,
  notificar,
  opcionesCatalogo,
  ponerErroresDelServidor,
  propsDeControl,
  Seleccion,
  Tabla,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';
import type { VistaOrden } from '../tipos';
import type { Maestros } from './tipos';

type FilaConcepto = VistaOrden['conceptos'][number];

/** "Manage order concepts": the table (descriptions cut at 30 characters) and the add form; above 60 % of the salary asks first. */
export function ConceptosOrden({
  orden,
  maestros,
  editable,
}: {
  orden: VistaOrden;
  maestros: Maestros | undefined;
  editable: boolean;
}) {
  const utils = trpc.useUtils();
  const [pregunta, setPregunta] = useState<{ texto: string; datos: Concepto } | null>(null);
  const { control, handleSubmit, reset, setError, refFormulario } = useFormulario(CamposConcepto, {
    defaultValues: {
      tipo: '',
      periodicidad: '',
      concepto: '',
      valor: undefined,
      confirmadoSobreLimite: false,
    },
  });
  const refrescar = () => utils.contratacion.obtener.invalidate({ id: orden.id });
  const guardar = trpc.contratacion.guardarConcepto.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      reset();
      void refrescar();
    },
    onError: (e) => {
      ponerErroresDelServidor(e, setError, { campo: (ruta) => ruta.replace(/^concepto\./, '') });
      mostrarError(e);
    },
  });
  const eliminar = trpc.contratacion.eliminarConcepto.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void refrescar();
    },
    onError: mostrarError,
  });
  const cat = maestros?.catalogos;
  const columnas = useMemo(() => {
    const c = columnasDe<FilaConcepto>();
    return c.columns([
      c.accessor('tipo', {
        header: 'Tipo',
        cell: ({ getValue }) => cat?.TIPO_CONCEPTO.find((x) => x.codigo === getValue())?.nombre ?? getValue(),
      }),
      c.accessor('periodicidad', {
        header: 'Periodicidad',
        cell: ({ getValue }) => cat?.PERIODICIDAD.find((x) => x.codigo === getValue())?.nombre ?? getValue(),
      }),
      c.accessor('descripcionCorta', {
        header: 'Concepto',
        cell: ({ getValue, row: { original: x } }) => <span title={x.descripcion}>{getValue()}</span>,
      }),
      c.accessor('valor', {
        header: 'Valor',
        meta: { alinear: 'derecha' },
        cell: ({ getValue }) => formatoDinero(getValue()),
      }),
      c.display({
        id: 'acciones',
        header: () => <span className="sr-only">Acciones</span>,
        cell: ({ row: { original: x } }) =>
          editable && (
            <button
              type="button"
              className="text-sm text-red-700 underline"
              onClick={() => eliminar.mutate({ ordenId: orden.id, version: orden.version, id: x.id })}
            >
              Eliminar
            </button>
          ),
      }),
    ]);
  }, [cat, editable, eliminar, orden.id, orden.version]);

  const enviar = (datos: Concepto) =>
    guardar.mutate({ ordenId: orden.id, version: orden.version, concepto: datos });
  const agregar = handleSubmit((datos) => {
    const texto = preguntaLimiteConcepto(datos.valor, orden.campos.salario);
    if (texto && !datos.confirmadoSobreLimite) setPregunta({ texto, datos });
    else enviar(datos);
  });

  return (
    <div className="flex flex-col gap-3">
      <Tabla
        etiqueta="Conceptos de la orden"
        columnas={columnas}
        datos={orden.conceptos}
        vacio="La orden no tiene conceptos."
        ordenable={false}
        altoLimitado={false}
        idFila={(x) => String(x.id)}
      />
      {editable && (
        <form
          ref={refFormulario}
          noValidate
          className="grid grid-cols-1 items-end gap-3 md:grid-cols-5"
          onSubmit={(e) => void agregar(e)}
          aria-label="Agregar concepto"
        >
          {(['tipo', 'periodicidad', 'concepto'] as const).map((campo) => (
            <Controller
              key={campo}
              control={control}
              name={campo}
              render={(c) => (
                <Seleccion
                  etiqueta={{ tipo: 'Tipo', periodicidad: 'Periodicidad', concepto: 'Concepto' }[campo]}
                  requerido
                  {...propsDeControl(c)}
                  opciones={opcionesCatalogo(
                    {
                      tipo: cat?.TIPO_CONCEPTO,
                      periodicidad: cat?.PERIODICIDAD,
                      concepto: cat?.CONCEPTO_CONTRATO,
                    }[campo],
                  )}
                  vacia="Seleccione"
                />
              )}
            />
          ))}
          <Controller
            control={control}
            name="valor"
            render={(c) => (
              <CampoDinero etiqueta="Valor" requerido {...propsDeControl(c)} valor={c.field.value ?? null} />
            )}
          />
          <Boton type="submit" variante="secundario" cargando={guardar.isPending}>
            Agregar concepto
          </Boton>
        </form>
      )}
      <DialogoConfirmacion
        abierto={pregunta !== null}
        titulo="Valor del concepto"
        mensaje={pregunta?.texto ?? ''}
        textoSi="Agregar de todos modos"
        textoNo="Corregir el valor"
        onSi={() => {
          if (pregunta) enviar({ ...pregunta.datos, confirmadoSobreLimite: true });
          setPregunta(null);
        }}
        onNo={() => setPregunta(null)}
      />
    </div>
  );
}
