// /product/{slug}_{id}; /product/all and /product/category/... belong to the listing's route function.
export default '/product/@slug'
