/** What the category and sub-category forms send besides pictures. */
export interface CategoryFields {
  enName: string;
  kuName: string;
  arName: string;
  position: number;
}

export interface SubCategoryFields extends CategoryFields {
  categoryId: string;
}
