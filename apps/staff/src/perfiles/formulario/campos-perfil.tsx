import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { AreaTexto, CampoTexto, mensajeCampo } from '@talento/ui';
import type { ValoresFormularioPerfil } from '@talento/rules';
import { Casilla, Numero, Seleccion } from '../comun/campos';

/**
 * The profile form's fields wired to react-hook-form (the form is in context): each shows its own message
 * and lets the form focus it when it is the first invalid one. Required fields carry `aria-required`; the
 * visible mark is the label's asterisk (only when creating, spec 02 §5).
 */
export type NombreCampo = FieldPath<ValoresFormularioPerfil>;

export const useFormularioPerfil = () => useFormContext<ValoresFormularioPerfil>();

interface Base {
  nombre: NombreCampo;
  etiqueta: string;
  requerido?: boolean;
  disabled?: boolean;
}

export function TextoPerfil({
  nombre,
  etiqueta,
  requerido,
  disabled,
  maxLength,
}: Base & { maxLength?: number }) {
  const { register, formState } = useFormularioPerfil();
  return (
    <CampoTexto
      etiqueta={etiqueta}
      maxLength={maxLength}
      aria-required={requerido || undefined}
      error={mensajeCampo(formState.errors, nombre)}
      disabled={disabled}
      {...register(nombre)}
    />
  );
}

export function AreaPerfil({ nombre, etiqueta, requerido }: Base) {
  const { control } = useFormularioPerfil();
  return (
    <Controller
      control={control}
      name={nombre}
      render={({ field, fieldState }) => (
        <AreaTexto
          ref={field.ref}
          etiqueta={etiqueta}
          name={field.name}
          valor={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-required={requerido || undefined}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function NumeroPerfil({
  nombre,
  etiqueta,
  requerido,
  min,
  max,
}: Base & { min?: number; max?: number }) {
  const { control } = useFormularioPerfil();
  return (
    <Controller
      control={control}
      name={nombre}
      render={({ field, fieldState }) => (
        <Numero
          ref={field.ref}
          etiqueta={etiqueta}
          valor={typeof field.value === 'number' ? field.value : null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          min={min}
          max={max}
          requerido={requerido}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * A select of codes or ids: the form keeps the number (or the text, `texto`), never the option's string.
 * `alCambiar` runs after the value changes (fields that follow it).
 */
export function SeleccionPerfil({
  nombre,
  etiqueta,
  opciones,
  vacia,
  texto = false,
  vacio = undefined,
  disabled,
  alCambiar,
}: Base & {
  opciones: readonly { valor: string | number; etiqueta: string }[];
  vacia?: string | null;
  texto?: boolean;
  /** Value of the empty option (undefined: "not chosen"; null where the field is nullable; '' for a text code). */
  vacio?: null | undefined | '';
  alCambiar?: (valor: unknown) => void;
}) {
  const { control } = useFormularioPerfil();
  return (
    <Controller
      control={control}
      name={nombre}
      render={({ field, fieldState }) => (
        <Seleccion
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          etiqueta={etiqueta}
          valor={typeof field.value === 'string' || typeof field.value === 'number' ? field.value : null}
          opciones={opciones}
          vacia={vacia}
          disabled={disabled}
          error={fieldState.error?.message}
          onChange={(v) => {
            const valor = v === '' ? vacio : texto ? v : Number(v);
            field.onChange(valor);
            alCambiar?.(valor);
          }}
        />
      )}
    />
  );
}

export function CasillaPerfil({ nombre, etiqueta }: Base) {
  const { control } = useFormularioPerfil();
  return (
    <Controller
      control={control}
      name={nombre}
      render={({ field }) => (
        <Casilla
          etiqueta={etiqueta}
          name={field.name}
          valor={field.value === true}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}
