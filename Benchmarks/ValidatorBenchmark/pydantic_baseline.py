#!/usr/bin/env python3
"""pydantic 2 building and validating the sign-up model from the same records
as the Swift benchmark (records per second, best of 5).

usage: pydantic_baseline.py [records]
"""
import re
import sys
import time

from pydantic import BaseModel, ValidationError, field_validator, model_validator

EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[^@\s]+")


class SignUp(BaseModel):
    email: str
    password: str
    confirmation: str
    terms: bool

    @field_validator("email")
    @classmethod
    def email_shape(cls, value: str) -> str:
        if not value:
            raise ValueError("Enter your email")
        if not EMAIL.fullmatch(value):
            raise ValueError("That doesn't look like an email address")
        return value

    @field_validator("password")
    @classmethod
    def password_length(cls, value: str) -> str:
        if not value:
            raise ValueError("Choose a password")
        if len(value) < 8:
            raise ValueError("Use at least 8 characters")
        return value

    @model_validator(mode="after")
    def confirmation_matches(self):
        if not self.confirmation:
            raise ValueError("Repeat your password")
        if self.confirmation != self.password:
            raise ValueError("Passwords don't match")
        if not self.terms:
            raise ValueError("Accept the terms to continue")
        return self


def records(count):
    out = []
    for index in range(count):
        valid = index % 4 != 0
        out.append({
            "email": f"user{index}@example.com" if valid else f"user{index}-at-example",
            "password": f"password{index}" if valid else "short",
            "confirmation": f"password{index}" if valid else "other",
            "terms": valid,
        })
    return out


count = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
data = records(count)
best = float("inf")
for _ in range(5):
    raised = 0
    start = time.perf_counter()
    for record in data:
        try:
            SignUp.model_validate(record)
        except ValidationError as error:
            raised += error.error_count()
    best = min(best, time.perf_counter() - start)
print(f"pydantic {__import__('pydantic').VERSION}: {count / best:.0f} records/s ({raised} raised)")
