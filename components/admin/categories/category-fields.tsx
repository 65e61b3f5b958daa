import { TextAreaField, TextField } from '@/components/ui/field';
import { GLOSSARY_LIMITS } from '@/lib/admin/glossary';

interface CategoryFieldsProps {
  id: string;
  nameLabel: string;
  name: string;
  description: string;
  onName: (name: string) => void;
  onDescription: (description: string) => void;
  /** The form's problem is the name's: the form says why in its alert. */
  nameInvalid?: boolean;
}

/** A category's name and description, as the create form and the in-place edit both ask for them. */
export function CategoryFields({ id, nameLabel, name, description, onName, onDescription, nameInvalid }: CategoryFieldsProps) {
  return (
    <>
      <TextField
        id={`${id}-name`}
        label={nameLabel}
        value={name}
        onChange={(event) => onName(event.target.value)}
        maxLength={GLOSSARY_LIMITS.categoryName}
        aria-invalid={nameInvalid}
      />
      <TextAreaField
        id={`${id}-description`}
        label="Description"
        value={description}
        onChange={(event) => onDescription(event.target.value)}
        rows={3}
        maxLength={GLOSSARY_LIMITS.categoryDescription}
      />
    </>
  );
}
