import type { FormEvent, ReactNode, Ref } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { Boton, PieFormularioFijo } from '@talento/ui';
import { ESTADO_PEDIDO } from '@talento/rules';

export interface PropsEncabezado {
  titulo: string;
  /** The order's state when editing. */
  estado?: number;
  rutaVolver: string;
  puedeGuardar: boolean;
  textoGuardar: string;
  guardando: boolean;
  ocupado: boolean;
  puedeAprobar: boolean;
  aprobando: boolean;
  alAprobar: () => void;
  /** Links between "Volver" and "Guardar" (e.g. duplicate). */
  enlaces?: ReactNode;
}

/**
 * Title, state and the links of an order form (back, duplicate), and the read-only notice when the user may not
 * save: the same for the ordinary and the stock order form. Save and approve are in the sticky bar below.
 */
export function EncabezadoFormulario({ titulo, estado, rutaVolver, puedeGuardar, enlaces }: PropsEncabezado) {
  return (
    <>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">{titulo}</h1>
          {estado !== undefined && (
            <p className="text-sm text-slate-600">Estado: {ESTADO_PEDIDO.etiqueta(estado)}</p>
          )}
        </div>
        <div className="flex gap-2">
          <Link to={rutaVolver} className="px-3 py-2 text-sm text-marca-700 hover:underline">
            Volver
          </Link>
          {enlaces}
        </div>
      </header>
      {!puedeGuardar && (
        <p className="rounded-md bg-slate-100 px-4 py-2 text-sm text-slate-700">
          Solo lectura: no tiene permiso para modificar este pedido.
        </p>
      )}
    </>
  );
}

interface PropsMarco<V extends FieldValues, S> {
  form: UseFormReturn<V, unknown, S>;
  refFormulario: Ref<HTMLFormElement>;
  /** Submits (validated save or create); only called when the user may save. */
  enviar: (e: FormEvent<HTMLFormElement>) => void;
  encabezado: PropsEncabezado;
  children: ReactNode;
}

/**
 * The frame of an order form: the form context its shared sections read, the form element, its header and the
 * sticky save bar (unsaved-changes mark, "Descartar cambios" back to the loaded order, save, approve).
 */
export function MarcoFormulario<V extends FieldValues, S>({
  form,
  refFormulario,
  enviar,
  encabezado,
  children,
}: PropsMarco<V, S>) {
  return (
    <FormProvider {...form}>
      <form
        ref={refFormulario}
        className="mx-auto flex max-w-6xl flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          if (encabezado.puedeGuardar) enviar(e);
          else e.preventDefault();
        }}
      >
        <EncabezadoFormulario {...encabezado} />
        {children}
        {(encabezado.puedeGuardar || encabezado.puedeAprobar) && (
          <PieFormularioFijo
            texto={encabezado.puedeGuardar ? encabezado.textoGuardar : undefined}
            sucio={form.formState.isDirty}
            onDescartar={() => form.reset()}
            guardando={encabezado.guardando}
            ocupado={encabezado.ocupado}
            acciones={
              encabezado.puedeAprobar && (
                <Boton
                  variante="secundario"
                  cargando={encabezado.aprobando}
                  disabled={encabezado.ocupado}
                  onClick={encabezado.alAprobar}
                >
                  Aprobar
                </Boton>
              )
            }
          />
        )}
      </form>
    </FormProvider>
  );
}
