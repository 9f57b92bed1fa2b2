/** The catalogue the product form's tests answer with: one category, no sub-categories. */
export const testCatalogue = {
  categories: [
    {
      _id: '0b7e6c1a-5a4e-4d4a-9c1e-2f1a3b4c5d6e',
      enName: 'Cards',
      kuName: 'کارت',
      arName: 'بطاقات',
      slug: 'cards',
      image: '',
      subCategories: [],
    },
  ],
};

/** The element with this id, or a failure naming it. */
export function elementById(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element;
}
